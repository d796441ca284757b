// What the demo conversations say: the questions app users of a short-drama app bring to
// customer service and the answers agents give, in the language the project's users write
// (drama-jp's in Japanese, the others' in English), and the away replies in every content locale.

export interface Topic {
  /** the label an agent gives such a conversation */
  label: string;
  /** the user's first message */
  opener: readonly string[];
  /** the user's second message, the details asked for */
  detail: readonly string[];
  /** the agent's first answer */
  answer: readonly string[];
  /** the agent's answer to the details */
  followUp: readonly string[];
  /** the user's last word */
  thanks: readonly string[];
  /** the agent's last word before closing */
  closing: readonly string[];
  /** an agent's private note about it */
  note: readonly string[];
}

export type ChatLanguage = 'en' | 'ja';

const EN: readonly Topic[] = [
  {
    label: 'playback',
    opener: [
      'The episode keeps buffering and then stops.',
      'Episode 14 shows a black screen, only sound.',
      'Videos will not load since the last update.',
    ],
    detail: [
      'It is on Wi-Fi, Android phone.',
      'iPhone 13, the newest app version. Other dramas play fine.',
      'I tried mobile data too, same thing.',
    ],
    answer: [
      'Sorry about that! Could you tell me which drama and episode, and whether you are on Wi-Fi or mobile data?',
      'Thanks for reporting it. Which device and app version are you using?',
    ],
    followUp: [
      'Thank you. Please clear the cache in Me > Settings > Storage and restart the app, then try the episode again.',
      'We found a problem with that episode on our side and it has just been fixed. Could you try again now?',
    ],
    thanks: ['It plays now, thank you!', 'Works again, thanks a lot.', 'OK that fixed it.'],
    closing: ['Glad it works! Enjoy the drama.', 'Great to hear. If it happens again, just message us here.'],
    note: ['Same buffering report as two others today: passed to the video team.', 'Cache clear solved it.'],
  },
  {
    label: 'payment',
    opener: [
      'I was charged twice for the same coin pack.',
      'My card was charged but the order says failed.',
      'Why did I pay two times?? Please refund.',
    ],
    detail: [
      'It was yesterday evening, the 499 coins pack.',
      'Paid with Google Play, I have both emails.',
      'Both charges are on my bank statement.',
    ],
    answer: [
      "I'm sorry for the trouble. Could you tell me when you bought it and which payment method you used?",
      'Let me look into this for you. Which pack was it and roughly what time did you pay?',
    ],
    followUp: [
      'I can see both payments. The second one was refunded; it takes 3 to 5 business days to show on your card.',
      'Thanks! The second charge was never completed by the store, so it will drop off your statement in a few days.',
    ],
    thanks: ['Thank you for checking.', 'OK, I will wait for the refund.', 'Great, thanks.'],
    closing: ['You are welcome! Anything else I can help with?', 'Thanks for your patience. Have a nice day!'],
    note: ["Checked the provider's records: second charge refunded on their side.", 'Order shows paid once only.'],
  },
  {
    label: 'coins',
    opener: [
      'I bought coins but my balance did not change.',
      'Where are my coins? I just topped up.',
      'Top-up went through but I still have 20 coins.',
    ],
    detail: [
      'I restarted the app, still the same.',
      'It was the 1000 coins pack, about 10 minutes ago.',
      'I have the receipt from the App Store.',
    ],
    answer: [
      'Let me check that for you. Sometimes the store takes a few minutes to confirm: could you restart the app and check again?',
      'Sorry for the wait! Could you tell me which pack you bought and when?',
    ],
    followUp: [
      'Thanks for waiting. I found the payment and the coins are in your wallet now: please pull down to refresh.',
      'The store confirmed the payment late; the coins have been added. Sorry for the inconvenience!',
    ],
    thanks: ['I see them now, thanks!', 'Got it, thank you so much.', 'Yes they are there.'],
    closing: ['Perfect! Enjoy your episodes.', 'Glad it is sorted. Enjoy watching!'],
    note: ['Store callback arrived 12 min late; coins credited by the re-query.', 'Credited after the re-query.'],
  },
  {
    label: 'vip',
    opener: [
      'I paid for VIP but the episodes are still locked.',
      'My VIP ended early, it should last until next week.',
      'How do I cancel my VIP subscription?',
    ],
    detail: [
      'I bought the weekly VIP this morning.',
      'It says VIP expired on my profile.',
      'I do not want it to renew next month.',
    ],
    answer: [
      'Sorry about that! Please sign out and sign in again so the app refreshes your VIP status.',
      'Let me check your VIP days. Which plan did you buy?',
    ],
    followUp: [
      'Thanks. Your VIP is active until the date shown in Me > VIP now; the locked episodes should open.',
      'A subscription is cancelled in your store account: Google Play > Subscriptions, or Settings > Apple ID > Subscriptions on iPhone.',
    ],
    thanks: ['It works now, thanks.', 'Done, thank you!', 'OK understood.'],
    closing: ['Happy watching!', 'You are welcome. Anything else I can do for you?'],
    note: ['VIP days were on the old account; merged.', 'Asked about cancelling: explained the store steps.'],
  },
  {
    label: 'account',
    opener: [
      'I cannot sign in with my Google account anymore.',
      'I changed phones and my coins are gone.',
      'How do I delete my account?',
    ],
    detail: [
      'It says the account is already linked.',
      'On the old phone I signed in with Facebook.',
      'I do not use the app anymore.',
    ],
    answer: [
      'Could you tell me which sign-in method you used first? Your coins stay with that account.',
      'I can help with that. Which sign-in method did you use on your old phone?',
    ],
    followUp: [
      'Thanks! Please sign in with that method on the new phone and your coins and VIP will be there.',
      'You can delete it in Me > Settings > Account > Delete account. Your coins and VIP days are lost when you do.',
    ],
    thanks: ['Found them, thank you!', 'OK, thanks for the help.', 'That worked.'],
    closing: ['Great! Anything else I can help with?', 'You are welcome, take care!'],
    note: ['Two accounts for the same user (guest and Facebook).', 'Explained the sign-in methods.'],
  },
  {
    label: 'refund',
    opener: [
      'I unlocked the wrong episode by mistake, can I get my coins back?',
      'Autoplay unlocked 5 episodes while I was asleep!',
      'I want a refund for my last top-up.',
    ],
    detail: ['It was episode 40 but I wanted episode 14.', 'I did not watch them at all.', 'I bought it by accident.'],
    answer: [
      'I understand. Let me check the unlocks on your account.',
      'Sorry for that! Could you tell me which drama it was?',
    ],
    followUp: [
      'As a one-time courtesy I have returned the coins to your wallet. You can turn off auto-unlock in Me > Settings.',
      'Refunds of a store purchase are asked from the store itself; I have sent you the steps in your inbox.',
    ],
    thanks: ['Thank you, very kind!', 'OK, thanks.', 'Appreciate it.'],
    closing: ['You are welcome! Enjoy the drama.', 'No problem at all. Have a good day!'],
    note: ['Goodwill refund of the coins, first time for this user.', 'Sent the store refund steps.'],
  },
  {
    label: 'subtitles',
    opener: [
      'The subtitles are out of sync in episode 5.',
      'There are no English subtitles on this drama.',
      'Subtitles have spelling mistakes in the last episodes.',
    ],
    detail: ['About 2 seconds late the whole episode.', 'It is the new drama on the home page.', 'Episode 61 and 62.'],
    answer: [
      'Thanks for letting us know! Which drama is it?',
      'Sorry about that. Could you tell me the drama and the episode?',
    ],
    followUp: [
      'I have passed it to our content team; it should be fixed within a day.',
      'Thanks! The corrected subtitles are online now, please reopen the episode.',
    ],
    thanks: ['Great, thanks!', 'Thank you.', 'OK!'],
    closing: ['Thanks for helping us improve!', 'Enjoy watching!'],
    note: ['Reported to content operations.', 'Subtitle file replaced by the content team.'],
  },
  {
    label: 'content',
    opener: [
      'When will the next episodes come out?',
      'Is there a season 2 of this drama?',
      'Can you add more werewolf dramas please?',
    ],
    detail: ['I finished all 80 episodes already.', 'The CEO one, it ended on a cliffhanger!', 'I love that genre.'],
    answer: [
      'Thanks for watching! New episodes come out every day at 8 pm. Follow the drama to get a notification.',
      'Great question! Let me check the schedule for you.',
    ],
    followUp: [
      'A second season is planned; follow the drama and you will be told the day it starts.',
      'I have passed your wish to our content team. There are new dramas every week in New releases.',
    ],
    thanks: ['Cool, thanks!', 'Can not wait!', 'Thank you.'],
    closing: ['Enjoy the episodes!', 'Thanks for the suggestion!'],
    note: ['Content request logged.', 'Schedule asked: next release Friday.'],
  },
  {
    label: 'rewards',
    opener: ['I did not get my daily check-in bonus.', 'My bonus coins disappeared.', 'The invite reward never came.'],
    detail: ['I checked in 7 days in a row.', 'I had 300 bonus coins last week.', 'My friend joined on Monday.'],
    answer: [
      'Sorry about that! Let me check your rewards.',
      'Bonus coins are valid for a limited time. Let me look at your wallet history.',
    ],
    followUp: [
      'Found it: the day 7 reward failed to credit. I have added it now.',
      'The bonus coins expired after 7 days, as shown when you received them. I have added a small goodwill bonus.',
    ],
    thanks: ['Thanks!', 'OK, I understand.', 'Thank you, got them.'],
    closing: ['You are welcome! Keep up the streak.', 'Have a nice day!'],
    note: ['Expired bonus, goodwill granted.', 'Check-in reward missing on day 7: credited.'],
  },
];

const JA: readonly Topic[] = [
  {
    label: 'playback',
    opener: [
      '再生が途中で止まってしまいます。',
      '14話が真っ黒で音だけ流れます。',
      'アップデート後に動画が読み込めません。',
    ],
    detail: ['Wi-Fi接続のAndroidです。', 'iPhone 13で、アプリは最新版です。', 'モバイル回線でも同じでした。'],
    answer: [
      'ご不便をおかけして申し訳ございません。作品名と話数、Wi-Fiかモバイル回線かを教えていただけますか。',
      'ご連絡ありがとうございます。ご利用の端末とアプリのバージョンを教えてください。',
    ],
    followUp: [
      'ありがとうございます。マイページ＞設定＞ストレージからキャッシュを削除し、アプリを再起動してお試しください。',
      'こちらで該当話の不具合を確認し、修正いたしました。もう一度お試しいただけますか。',
    ],
    thanks: ['再生できました、ありがとうございます！', '直りました。助かりました。', '大丈夫になりました。'],
    closing: ['解決してよかったです。引き続きお楽しみください。', 'また何かあればこちらからご連絡ください。'],
    note: ['本日同様の報告3件目。動画チームに共有済み。', 'キャッシュ削除で解決。'],
  },
  {
    label: 'payment',
    opener: [
      '同じコインパックで二重に請求されました。',
      'カードは引き落とされたのに注文が失敗になっています。',
      '2回支払いになっています。返金してください。',
    ],
    detail: [
      '昨日の夜、499コインのパックです。',
      'Google Playで支払い、メールが2通来ています。',
      '明細に2件あります。',
    ],
    answer: [
      'ご迷惑をおかけして申し訳ございません。ご購入日時とお支払い方法を教えていただけますか。',
      'お調べいたします。購入されたパックとおおよその時間を教えてください。',
    ],
    followUp: [
      '2件のお支払いを確認しました。2件目は返金済みで、カード明細への反映まで3〜5営業日ほどかかります。',
      '2件目はストア側で完了していないため、数日で明細から消える見込みです。',
    ],
    thanks: ['確認ありがとうございます。', '返金を待ちます。', 'わかりました、ありがとうございます。'],
    closing: ['ほかにお困りのことはございますか。', 'お待たせいたしました。良い一日をお過ごしください。'],
    note: ['決済事業者の記録を確認：2件目は返金済み。', '注文は1件のみ支払い済み。'],
  },
  {
    label: 'coins',
    opener: [
      'コインを購入したのに残高が増えていません。',
      'チャージしたコインはどこですか？',
      'チャージできたのにコインが20のままです。',
    ],
    detail: [
      'アプリを再起動しても同じです。',
      '10分ほど前に1000コインのパックを買いました。',
      'App Storeのレシートがあります。',
    ],
    answer: [
      'お調べいたします。ストアの確認に数分かかる場合がございますので、アプリを再起動して再度ご確認いただけますか。',
      'お待たせして申し訳ございません。購入されたパックと日時を教えてください。',
    ],
    followUp: [
      'お待たせいたしました。お支払いを確認し、コインを付与しました。画面を下に引いて更新してください。',
      'ストアからの確認が遅れておりました。コインを付与いたしました。ご不便をおかけしました。',
    ],
    thanks: ['反映されました、ありがとう！', '確認できました。', 'ありがとうございます。'],
    closing: ['引き続きお楽しみください。', '解決してよかったです。'],
    note: ['ストアの通知が12分遅延。再照会で付与済み。', '再照会後に付与。'],
  },
  {
    label: 'vip',
    opener: [
      'VIPを購入したのにエピソードがロックされたままです。',
      'VIPが予定より早く切れました。',
      'VIPの解約方法を教えてください。',
    ],
    detail: ['今朝、週間VIPを購入しました。', 'マイページでVIP期限切れと表示されます。', '来月の更新を止めたいです。'],
    answer: [
      'ご不便をおかけしております。一度ログアウトして再度ログインし、VIP状態を更新してください。',
      'VIP日数をお調べいたします。どのプランをご購入されましたか。',
    ],
    followUp: [
      'ありがとうございます。マイページ＞VIPに表示の日付までVIPが有効です。ロックが解除されるはずです。',
      '定期購入の解約はストアのアカウントから行えます（Google Play＞定期購入、iPhoneは設定＞Apple ID＞サブスクリプション）。',
    ],
    thanks: ['見られるようになりました。', '解約できました、ありがとうございます。', '了解です。'],
    closing: ['引き続きお楽しみください。', 'ほかにお手伝いできることはございますか。'],
    note: ['旧アカウントにVIP日数あり、統合済み。', '解約方法を案内。'],
  },
  {
    label: 'account',
    opener: [
      'Googleアカウントでログインできなくなりました。',
      '機種変更したらコインが消えました。',
      'アカウントを削除したいです。',
    ],
    detail: [
      'すでに連携済みと表示されます。',
      '前の端末ではFacebookでログインしていました。',
      'もうアプリを使わないので。',
    ],
    answer: [
      '最初にご利用のログイン方法を教えていただけますか。コインはそのアカウントに紐づいております。',
      'お手伝いいたします。以前の端末ではどの方法でログインされていましたか。',
    ],
    followUp: [
      'ありがとうございます。新しい端末でも同じ方法でログインすると、コインとVIPが引き継がれます。',
      'マイページ＞設定＞アカウント＞アカウント削除から削除できます。削除するとコインとVIPは失われます。',
    ],
    thanks: ['ありました、ありがとうございます！', '助かりました。', 'できました。'],
    closing: ['ほかにご不明な点はございますか。', 'ご利用ありがとうございました。'],
    note: ['ゲストとFacebookで2アカウントあり。', 'ログイン方法を案内済み。'],
  },
  {
    label: 'refund',
    opener: [
      '間違えて別のエピソードを解放しました。コインを戻せますか？',
      '寝ている間に自動再生で5話解放されていました！',
      '前回のチャージを返金してほしいです。',
    ],
    detail: ['14話のつもりが40話でした。', '全く見ていません。', '誤って購入しました。'],
    answer: [
      '承知いたしました。アカウントの解放履歴を確認いたします。',
      '申し訳ございません。作品名を教えていただけますか。',
    ],
    followUp: [
      '今回に限り、コインをウォレットにお戻ししました。自動解放はマイページ＞設定でオフにできます。',
      'ストアでのご購入の返金はストアへの申請となります。手順をお知らせ箱にお送りしました。',
    ],
    thanks: ['ありがとうございます！', 'わかりました。', '助かります。'],
    closing: ['どういたしまして。引き続きお楽しみください。', '良い一日をお過ごしください。'],
    note: ['初回のため好意でコイン返却。', 'ストア返金手順を送付。'],
  },
  {
    label: 'subtitles',
    opener: ['5話の字幕がずれています。', 'この作品に英語字幕がありません。', '最新話の字幕に誤字があります。'],
    detail: ['全体的に2秒ほど遅れています。', 'ホームにある新作です。', '61話と62話です。'],
    answer: [
      'ご報告ありがとうございます。作品名を教えていただけますか。',
      '申し訳ございません。作品名と話数を教えてください。',
    ],
    followUp: [
      'コンテンツ担当に共有しました。1日以内に修正される予定です。',
      '修正済みの字幕を公開しました。もう一度開き直してください。',
    ],
    thanks: ['ありがとうございます！', '了解です。', 'よろしくお願いします。'],
    closing: ['ご協力ありがとうございます。', '引き続きお楽しみください。'],
    note: ['コンテンツ運営に報告済み。', '字幕ファイル差し替え済み。'],
  },
  {
    label: 'content',
    opener: [
      '次のエピソードはいつ公開されますか？',
      'この作品のシーズン2はありますか？',
      '人狼ものをもっと増やしてください。',
    ],
    detail: ['もう80話全部見ました。', '社長のドラマです。続きが気になります！', 'このジャンルが大好きです。'],
    answer: [
      'ご視聴ありがとうございます。新しいエピソードは毎日20時に公開されます。作品をフォローすると通知が届きます。',
      'お問い合わせありがとうございます。配信予定を確認いたします。',
    ],
    followUp: [
      'シーズン2を予定しております。フォローしておくと配信開始日にお知らせします。',
      'ご要望をコンテンツ担当に共有しました。新作は毎週追加されます。',
    ],
    thanks: ['楽しみです！', 'ありがとうございます。', '待っています。'],
    closing: ['引き続きお楽しみください。', 'ご要望ありがとうございます。'],
    note: ['作品リクエストを記録。', '次回配信は金曜日。'],
  },
  {
    label: 'rewards',
    opener: [
      'デイリーチェックインのボーナスがもらえていません。',
      'ボーナスコインが消えました。',
      '招待特典が届きません。',
    ],
    detail: ['7日連続でチェックインしました。', '先週300ボーナスコインありました。', '友達は月曜日に登録しました。'],
    answer: [
      '申し訳ございません。特典の履歴を確認いたします。',
      'ボーナスコインには有効期限がございます。ウォレットの履歴を確認いたします。',
    ],
    followUp: [
      '7日目の特典が付与されていませんでした。ただいま付与いたしました。',
      'ボーナスコインは付与から7日で失効しておりました。今回はお詫びのボーナスをお付けしました。',
    ],
    thanks: ['ありがとうございます！', 'わかりました。', '受け取りました。'],
    closing: ['どういたしまして。', '良い一日をお過ごしください。'],
    note: ['失効ボーナス、お詫び付与。', '7日目の特典未付与を修正。'],
  },
];

export const TOPICS: Record<ChatLanguage, readonly Topic[]> = { en: EN, ja: JA };

/** What a user writes before giving up, having heard nothing: they close it themselves. */
export const NEVER_MIND: Record<ChatLanguage, readonly string[]> = {
  en: ['Never mind, I found it in the settings.', 'Nobody answers… I will try later.', 'It works now, forget it.'],
  ja: ['自己解決しました。', '返事がないのでまた後で連絡します。', '直りました、大丈夫です。'],
};

export const COMMENTS: Record<
  ChatLanguage,
  { good: readonly string[]; fair: readonly string[]; poor: readonly string[] }
> = {
  en: {
    good: ['Quick and helpful, thanks!', 'Solved in two minutes.', 'Very friendly agent.', 'Thank you, all sorted.'],
    fair: ['OK.', 'Took a while but it works now.'],
    poor: ['Waited too long for an answer.', 'My problem is not solved.', 'Still no coins.'],
  },
  ja: {
    good: ['対応が早くて助かりました。', 'すぐ解決しました。', '丁寧な対応でした。'],
    fair: ['普通です。', '時間はかかったけど解決しました。'],
    poor: ['返事が遅すぎます。', '解決していません。'],
  },
};

/** The away reply of a queue in one content locale; `days`: every day or Monday to Saturday. */
export function awayReply(
  locale: string,
  days: 'all' | 'weekdays',
  hours: { start: string; end: string; zone: string },
) {
  const { start, end, zone } = hours;
  const known = locale in AWAY ? locale : locale.split('-')[0] in AWAY ? locale.split('-')[0] : 'en';
  return AWAY[known](DAYS[known][days], start, end, zone);
}

const DAYS: Record<string, Record<'all' | 'weekdays', string>> = {
  en: { all: 'every day', weekdays: 'Monday to Saturday' },
  es: { all: 'todos los días', weekdays: 'de lunes a sábado' },
  'pt-BR': { all: 'todos os dias', weekdays: 'de segunda a sábado' },
  th: { all: 'ทุกวัน', weekdays: 'วันจันทร์ถึงวันเสาร์' },
  vi: { all: 'tất cả các ngày', weekdays: 'từ thứ Hai đến thứ Bảy' },
  id: { all: 'setiap hari', weekdays: 'Senin sampai Sabtu' },
  ja: { all: '毎日', weekdays: '月曜日〜土曜日の' },
};

type Away = (days: string, start: string, end: string, zone: string) => string;
const AWAY: Record<string, Away> = {
  en: (days, start, end, zone) =>
    `Thanks for your message! Our support team is here ${days} from ${start} to ${end} (${zone} time). We will answer you right here as soon as we are back.`,
  es: (days, start, end, zone) =>
    `¡Gracias por tu mensaje! Nuestro equipo de soporte atiende ${days} de ${start} a ${end} (hora de ${zone}). Te responderemos aquí en cuanto volvamos.`,
  'pt-BR': (days, start, end, zone) =>
    `Obrigado pela sua mensagem! Nossa equipe de atendimento está disponível ${days}, das ${start} às ${end} (horário de ${zone}). Responderemos aqui assim que voltarmos.`,
  th: (days, start, end, zone) =>
    `ขอบคุณสำหรับข้อความของคุณ! ทีมบริการลูกค้าให้บริการ${days} เวลา ${start}–${end} (เวลา ${zone}) เราจะตอบกลับที่นี่ทันทีที่กลับมา`,
  vi: (days, start, end, zone) =>
    `Cảm ơn bạn đã nhắn tin! Đội ngũ hỗ trợ làm việc ${days} từ ${start} đến ${end} (giờ ${zone}). Chúng tôi sẽ trả lời bạn tại đây ngay khi quay lại.`,
  id: (days, start, end, zone) =>
    `Terima kasih atas pesan Anda! Tim dukungan kami siap membantu ${days} pukul ${start}–${end} (waktu ${zone}). Kami akan membalas di sini segera setelah kembali.`,
  ja: (days, start, end, zone) =>
    `お問い合わせありがとうございます。サポート窓口の受付時間は${days}${start}〜${end}（${zone}時間）です。再開後、こちらで順番にご返信いたします。`,
};

/** A time zone as the away reply names it: its city (`New York`), 日本 for Tokyo in Japanese. */
export function zoneName(timeZone: string, locale: string): string {
  if (locale === 'ja' && timeZone === 'Asia/Tokyo') return '日本';
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
