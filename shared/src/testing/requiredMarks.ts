// Test support: a form's fields that refuse an empty value must say so before anyone tries.

/**
 * After saving an empty form: the labels of fields showing an error without the required
 * mark (the asterisk), i.e. a field the user could not know was required.
 */
export function unmarkedRequiredFields(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll('.arco-form-item-status-error')]
    .filter((item) => !item.querySelector('.arco-form-item-symbol'))
    .map((item) => item.querySelector('label')?.textContent?.trim() ?? '(unlabelled field)');
}
