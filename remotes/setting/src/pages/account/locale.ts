export default {
  'en-US': {
    'settingAccount.about.title': 'What this screen is',
    'settingAccount.about':
      "Each row is a project (tenant) this back-office serves, such as one app or one market. A project has a project code and a tenant code that every request is scoped by, its own currency, time zone and default language. Creating a project makes you its admin and adds it to your project switcher; a disabled project leaves everyone's switcher.",
    'settingAccount.code': 'Project code',
    'settingAccount.tenantCode': 'Tenant code',
    'settingAccount.currency': 'Currency',
    'settingAccount.timezone': 'Time zone',
    'settingAccount.defaultLocale': 'Default language',
    'settingAccount.status.hint': "A disabled project is in no one's project switcher until enabled.",
    'settingAccount.noun': 'project',
    'settingAccount.disable.note':
      "It leaves everyone's project switcher and no request can be made in it until it is enabled again.",
    'settingAccount.delete.note':
      'The project disappears from this list for good; its data is kept but no longer reachable here.',
    'settingAccount.code.hint': '2 to 32 characters: a-z, 0-9 and -, not starting with -',
    'settingAccount.code.fixed': 'The project code cannot be changed.',
    'settingAccount.currency.hint': 'An ISO 4217 code; pick one or type another',
    'settingAccount.currency.form': '3 capital letters such as USD',
    'settingAccount.contentLocales': 'Content locales',
    'settingAccount.contentLocales.hint':
      'The languages app users read dramas, categories and labels in (BCP-47 such as en, zh-TW, pt-BR; at most 12); pick or type',
    'settingAccount.defaultContentLocale': 'Default content locale',
    'settingAccount.defaultContentLocale.hint':
      "One of the content locales: the content's own texts, shown where another locale has none",
  },
  'zh-CN': {
    'settingAccount.about.title': '本页说明',
    'settingAccount.about':
      '每一行是本后台服务的一个项目（租户），例如一个应用或一个市场。项目有项目编码和租户编码，所有请求都按它们区分数据；项目还有各自的币种、时区和默认语言。新建项目后你会成为该项目的管理员，它会出现在你的项目切换器中；停用的项目会从所有人的项目切换器中移除。',
    'settingAccount.code': '项目编码',
    'settingAccount.tenantCode': '租户编码',
    'settingAccount.currency': '币种',
    'settingAccount.timezone': '时区',
    'settingAccount.defaultLocale': '默认语言',
    'settingAccount.status.hint': '停用的项目在重新启用前不会出现在任何人的项目切换器中。',
    'settingAccount.noun': '项目',
    'settingAccount.disable.note': '停用后该项目将从所有人的项目切换器中移除，重新启用前无法在其中操作。',
    'settingAccount.delete.note': '删除后该项目将不再出现在此列表中；其数据会保留，但在这里无法再访问。',
    'settingAccount.code.hint': '2 到 32 个字符：a-z、0-9 和 -，不能以 - 开头',
    'settingAccount.code.fixed': '项目编码创建后不能修改。',
    'settingAccount.currency.hint': 'ISO 4217 币种代码，可选择或直接输入',
    'settingAccount.currency.form': '须为 3 个大写字母，例如 USD',
    'settingAccount.contentLocales': '内容语言',
    'settingAccount.contentLocales.hint':
      'App 用户阅读短剧、分类和标签所用的语言（BCP-47，如 en、zh-TW、pt-BR；最多 12 个），可选择或直接输入',
    'settingAccount.defaultContentLocale': '默认内容语言',
    'settingAccount.defaultContentLocale.hint': '须为内容语言之一：即内容本身的文字，其他语言缺少译文时显示它',
  },
};
