// Demo frequent replies: the same eleven in every project (greetings, payment trouble, VIP,
// refunds, playback, account, closing), each in the project's default content locale and
// translated into its others, a few translations still missing so the screen's marks show
// something. Added over the last 90 days, some edited since.
import type { Insertable, Kysely } from 'kysely';
import type { ContentText, Database } from '../../db/types';
import type { ReplyServiceCode } from '../../domain/chat';

const DAY_MS = 86_400_000;
const ALL: ReplyServiceCode[] = ['online_assistant', 'vip_official_customer', 'premium_customer_service'];
const VIP: ReplyServiceCode[] = ['vip_official_customer', 'premium_customer_service'];

interface DemoReply {
  group: string;
  title: string;
  shortcut: string;
  sort: number;
  serviceCodes: ReplyServiceCode[];
  /** by content locale; a locale left out is a translation still missing */
  texts: Record<string, string>;
}

export const DEMO_REPLIES: DemoReply[] = [
  {
    group: 'Greetings',
    title: 'Welcome',
    shortcut: 'hello',
    sort: 10,
    serviceCodes: ALL,
    texts: {
      en: "Hi {name}, thanks for reaching out! I'm {agent} and I'll be helping you today. How can I help?",
      es: 'Hola {name}, ¡gracias por escribirnos! Soy {agent} y hoy te voy a ayudar. ¿En qué puedo ayudarte?',
      'pt-BR': 'Oi {name}, obrigado por falar com a gente! Sou {agent} e vou te ajudar hoje. Como posso ajudar?',
      th: 'สวัสดีค่ะคุณ {name} ขอบคุณที่ติดต่อเข้ามา ดิฉัน {agent} ยินดีให้บริการค่ะ มีอะไรให้ช่วยไหมคะ',
      vi: 'Chào {name}, cảm ơn bạn đã liên hệ! Mình là {agent} và sẽ hỗ trợ bạn hôm nay. Mình có thể giúp gì cho bạn?',
      id: 'Halo {name}, terima kasih sudah menghubungi kami! Saya {agent} yang akan membantu Anda hari ini. Ada yang bisa saya bantu?',
      ja: '{name}様、お問い合わせありがとうございます。担当の{agent}です。どのようなご用件でしょうか。',
    },
  },
  {
    group: 'Greetings',
    title: 'VIP welcome',
    shortcut: 'vip-hello',
    sort: 20,
    serviceCodes: VIP,
    texts: {
      en: "Welcome back, {name}! As a VIP member you're first in line. I'm {agent}; what can I do for you?",
      es: '¡Bienvenido de nuevo, {name}! Como miembro VIP tienes prioridad. Soy {agent}, ¿qué puedo hacer por ti?',
      'pt-BR':
        'Bem-vindo de volta, {name}! Como membro VIP, você tem prioridade. Sou {agent}, o que posso fazer por você?',
      th: 'ยินดีต้อนรับกลับค่ะคุณ {name} ในฐานะสมาชิก VIP คุณได้รับบริการก่อนเสมอ ดิฉัน {agent} มีอะไรให้ช่วยคะ',
      vi: 'Chào mừng {name} quay lại! Là thành viên VIP, bạn luôn được ưu tiên. Mình là {agent}, mình có thể giúp gì?',
      id: 'Selamat datang kembali, {name}! Sebagai anggota VIP, Anda selalu diprioritaskan. Saya {agent}, ada yang bisa dibantu?',
      ja: '{name}様、いつもご利用ありがとうございます。VIP会員様専用窓口の{agent}です。ご用件をお聞かせください。',
    },
  },
  {
    group: 'Payment',
    title: 'Coins not received',
    shortcut: 'coins-missing',
    sort: 30,
    serviceCodes: ALL,
    texts: {
      en: "Sorry about that, {name}. A top-up can take up to 10 minutes to arrive. If your coins still haven't arrived, send me a screenshot of the store receipt and I'll check the order for account {userCode}.",
      es: 'Lo siento, {name}. Una recarga puede tardar hasta 10 minutos. Si tus monedas aún no llegan, envíame una captura del recibo de la tienda y revisaré el pedido de la cuenta {userCode}.',
      'pt-BR':
        'Sinto muito, {name}. Uma recarga pode levar até 10 minutos. Se suas moedas ainda não chegaram, me envie um print do recibo da loja e vou verificar o pedido da conta {userCode}.',
      th: 'ขออภัยค่ะคุณ {name} การเติมเหรียญอาจใช้เวลาถึง 10 นาที หากยังไม่ได้รับเหรียญ กรุณาส่งภาพใบเสร็จจากสโตร์มา ดิฉันจะตรวจสอบคำสั่งซื้อของบัญชี {userCode} ให้ค่ะ',
      vi: 'Rất tiếc về việc này, {name}. Nạp xu có thể mất đến 10 phút. Nếu vẫn chưa nhận được xu, bạn gửi mình ảnh chụp hóa đơn từ cửa hàng, mình sẽ kiểm tra đơn của tài khoản {userCode}.',
      id: 'Mohon maaf, {name}. Top-up bisa memakan waktu hingga 10 menit. Jika koin belum masuk, kirimkan tangkapan layar struk dari toko aplikasi dan saya akan memeriksa pesanan akun {userCode}.',
      ja: '{name}様、ご不便をおかけして申し訳ございません。チャージの反映には最大10分ほどかかる場合がございます。まだ反映されていない場合は、ストアの領収書のスクリーンショットをお送りください。アカウント{userCode}のご注文を確認いたします。',
    },
  },
  {
    group: 'Payment',
    title: 'Charged twice',
    shortcut: 'double-charge',
    sort: 40,
    serviceCodes: ALL,
    texts: {
      en: "I understand how worrying that is. A second charge from the store is usually a pending authorisation that is released within 3–5 business days. If it's still there after that, send me both receipts and I'll arrange a refund.",
      es: 'Entiendo tu preocupación. Un segundo cargo de la tienda suele ser una autorización pendiente que se libera en 3 a 5 días hábiles. Si sigue ahí después, envíame ambos recibos y gestionaré el reembolso.',
      'pt-BR':
        'Entendo a preocupação. Uma segunda cobrança da loja geralmente é uma autorização pendente, liberada em 3 a 5 dias úteis. Se continuar depois disso, me envie os dois recibos e providencio o reembolso.',
      th: 'เข้าใจความกังวลค่ะ การตัดเงินครั้งที่สองมักเป็นการอนุมัติชั่วคราวที่จะคืนภายใน 3–5 วันทำการ หากยังไม่คืน กรุณาส่งใบเสร็จทั้งสองใบมา ดิฉันจะดำเนินการคืนเงินให้ค่ะ',
      vi: 'Mình hiểu bạn đang lo lắng. Khoản trừ tiền thứ hai thường là khoản tạm giữ và sẽ được hoàn trong 3–5 ngày làm việc. Nếu sau đó vẫn còn, bạn gửi mình cả hai hóa đơn để mình xử lý hoàn tiền.',
      id: 'Saya mengerti kekhawatiran Anda. Tagihan kedua dari toko biasanya otorisasi tertunda yang akan dilepas dalam 3–5 hari kerja. Jika masih ada setelah itu, kirimkan kedua struk dan saya akan mengurus pengembaliannya.',
      ja: 'ご心配をおかけしております。二重の請求は通常、ストアの仮承認で、3〜5営業日以内に取り消されます。それ以降も残っている場合は、両方の領収書をお送りください。返金の手続きをいたします。',
    },
  },
  {
    group: 'Refunds',
    title: 'Refund policy',
    shortcut: 'refund',
    sort: 50,
    serviceCodes: ALL,
    texts: {
      en: 'Coins already spent on episodes cannot be refunded, but unused purchases from the last 7 days can. Refunds go back through the app store you paid with; Apple and Google handle them directly.',
      es: 'Las monedas ya usadas en episodios no se reembolsan, pero las compras sin usar de los últimos 7 días sí. El reembolso se hace a través de la tienda donde pagaste; Apple y Google lo gestionan directamente.',
      'pt-BR':
        'Moedas já usadas em episódios não são reembolsáveis, mas compras não usadas dos últimos 7 dias sim. O reembolso é feito pela loja onde você pagou; a Apple e o Google cuidam disso diretamente.',
      th: 'เหรียญที่ใช้ปลดล็อกตอนไปแล้วไม่สามารถขอคืนได้ แต่การซื้อที่ยังไม่ได้ใช้ภายใน 7 วันสามารถขอคืนได้ โดยคืนผ่านสโตร์ที่คุณชำระเงิน ซึ่ง Apple และ Google ดำเนินการโดยตรงค่ะ',
      vi: 'Xu đã dùng để mở tập không thể hoàn lại, nhưng giao dịch chưa dùng trong 7 ngày gần nhất thì được. Tiền hoàn sẽ qua cửa hàng ứng dụng bạn đã thanh toán; Apple và Google xử lý trực tiếp.',
      id: 'Koin yang sudah dipakai untuk episode tidak dapat dikembalikan, tetapi pembelian yang belum dipakai dalam 7 hari terakhir bisa. Pengembalian dana melalui toko aplikasi tempat Anda membayar; Apple dan Google menanganinya langsung.',
      ja: 'エピソードの解放に使用済みのコインは返金できませんが、7日以内の未使用のご購入は返金が可能です。返金はお支払いいただいたアプリストア経由となり、AppleまたはGoogleが直接対応いたします。',
    },
  },
  {
    group: 'VIP',
    title: 'VIP renewal',
    shortcut: 'vip-renew',
    sort: 60,
    serviceCodes: VIP,
    texts: {
      en: 'Your VIP renews automatically at the end of each period. You can turn auto-renewal off any time in your app store subscriptions; your VIP benefits stay until the period ends.',
      es: 'Tu VIP se renueva automáticamente al final de cada periodo. Puedes desactivar la renovación cuando quieras en las suscripciones de tu tienda; tus beneficios VIP se mantienen hasta el final del periodo.',
      th: 'VIP ของคุณจะต่ออายุอัตโนมัติเมื่อสิ้นสุดแต่ละรอบ คุณสามารถปิดการต่ออายุได้ทุกเมื่อในการสมัครสมาชิกของสโตร์ และยังใช้สิทธิ์ VIP ได้จนสิ้นสุดรอบค่ะ',
      vi: 'Gói VIP tự động gia hạn khi hết mỗi kỳ. Bạn có thể tắt tự động gia hạn bất cứ lúc nào trong mục đăng ký của cửa hàng ứng dụng; quyền lợi VIP vẫn giữ đến hết kỳ.',
      ja: 'VIPは各期間の終了時に自動更新されます。自動更新はアプリストアのサブスクリプション設定からいつでも停止でき、期間終了までVIP特典はご利用いただけます。',
    },
  },
  {
    group: 'Playback',
    title: 'Episode not loading',
    shortcut: 'not-loading',
    sort: 70,
    serviceCodes: ALL,
    texts: {
      en: "Sorry the episode won't load, {name}. Please try: 1) switch between Wi-Fi and mobile data, 2) clear the app cache in Settings, 3) update to the latest version. If it still doesn't play, tell me the drama and the episode number.",
      es: 'Siento que el episodio no cargue, {name}. Prueba: 1) cambia entre wifi y datos móviles, 2) borra la caché en Ajustes, 3) actualiza a la última versión. Si sigue sin reproducirse, dime el drama y el número de episodio.',
      'pt-BR':
        'Sinto muito que o episódio não carrega, {name}. Tente: 1) alternar entre Wi-Fi e dados móveis, 2) limpar o cache em Configurações, 3) atualizar para a versão mais recente. Se ainda não tocar, me diga o drama e o número do episódio.',
      th: 'ขออภัยที่ตอนนี้โหลดไม่ได้ค่ะคุณ {name} ลองทำดังนี้ 1) สลับระหว่าง Wi-Fi กับเน็ตมือถือ 2) ล้างแคชในการตั้งค่า 3) อัปเดตเป็นเวอร์ชันล่าสุด หากยังเล่นไม่ได้ แจ้งชื่อเรื่องและตอนมาได้เลยค่ะ',
      vi: 'Rất tiếc tập phim không tải được, {name}. Bạn thử: 1) chuyển giữa Wi-Fi và dữ liệu di động, 2) xóa bộ nhớ đệm trong Cài đặt, 3) cập nhật phiên bản mới nhất. Nếu vẫn không xem được, cho mình biết tên phim và số tập nhé.',
      id: 'Maaf episodenya tidak bisa dimuat, {name}. Silakan coba: 1) ganti antara Wi-Fi dan data seluler, 2) hapus cache di Pengaturan, 3) perbarui ke versi terbaru. Jika masih tidak bisa diputar, beri tahu saya judul drama dan nomor episodenya.',
      ja: '{name}様、エピソードが読み込めず申し訳ございません。1) Wi-Fiとモバイル通信を切り替える 2) 設定からキャッシュを削除する 3) 最新バージョンに更新する、をお試しください。それでも再生できない場合は、作品名と話数をお知らせください。',
    },
  },
  {
    group: 'Playback',
    title: 'Subtitles out of sync',
    shortcut: 'subtitles',
    sort: 80,
    serviceCodes: ['online_assistant'],
    texts: {
      en: 'Thanks for letting us know! Tell me the drama and the episode where the subtitles are out of sync and our team will fix them. Turning subtitles off and on again often helps meanwhile.',
      es: '¡Gracias por avisarnos! Dime el drama y el episodio con los subtítulos desfasados y nuestro equipo los corregirá. Mientras tanto, desactivar y volver a activar los subtítulos suele ayudar.',
      'pt-BR':
        'Obrigado por avisar! Me diga o drama e o episódio com as legendas fora de sincronia e nossa equipe vai corrigir. Enquanto isso, desligar e ligar as legendas costuma ajudar.',
      th: 'ขอบคุณที่แจ้งให้ทราบค่ะ กรุณาแจ้งชื่อเรื่องและตอนที่คำบรรยายไม่ตรง ทีมงานจะแก้ไขให้ ระหว่างนี้ลองปิดแล้วเปิดคำบรรยายใหม่อาจช่วยได้ค่ะ',
      ja: 'ご報告ありがとうございます。字幕がずれている作品名と話数をお知らせください。担当チームが修正いたします。それまでの間、字幕を一度オフにして再度オンにすると改善する場合がございます。',
    },
  },
  {
    group: 'Account',
    title: 'Find my account ID',
    shortcut: 'user-id',
    sort: 90,
    serviceCodes: ALL,
    texts: {
      en: 'You can find your account ID under Me > Settings. In this chat I can see it is {userCode}; please keep it handy if you contact us again.',
      es: 'Encontrarás tu ID de cuenta en Yo > Ajustes. En este chat veo que es {userCode}; tenlo a mano si vuelves a contactarnos.',
      'pt-BR':
        'Você encontra o ID da sua conta em Eu > Configurações. Neste chat vejo que é {userCode}; guarde-o caso fale com a gente de novo.',
      th: 'คุณดูรหัสบัญชีได้ที่ ฉัน > การตั้งค่า ในแชทนี้รหัสของคุณคือ {userCode} กรุณาเก็บไว้หากติดต่อเราอีกครั้งนะคะ',
      vi: 'Bạn xem ID tài khoản ở mục Tôi > Cài đặt. Trong cuộc trò chuyện này mình thấy ID của bạn là {userCode}; bạn hãy lưu lại nếu liên hệ lần sau nhé.',
      id: 'ID akun Anda ada di Saya > Pengaturan. Di obrolan ini saya lihat ID Anda {userCode}; simpan baik-baik jika menghubungi kami lagi.',
      ja: 'アカウントIDは「マイページ > 設定」でご確認いただけます。このチャットでは{userCode}と表示されております。次回お問い合わせの際にお手元にご用意ください。',
    },
  },
  {
    group: 'VIP',
    title: 'Dedicated manager',
    shortcut: 'manager',
    sort: 100,
    serviceCodes: ['premium_customer_service'],
    texts: {
      en: "Hi {name}, I'm {agent}, your dedicated account manager. I'll follow up on your requests personally; message me here any time.",
      es: 'Hola {name}, soy {agent}, tu gestor de cuenta personal. Daré seguimiento a tus solicitudes personalmente; escríbeme aquí cuando quieras.',
      'pt-BR':
        'Oi {name}, sou {agent}, seu gerente de conta dedicado. Vou acompanhar seus pedidos pessoalmente; me chame aqui quando quiser.',
      th: 'สวัสดีค่ะคุณ {name} ดิฉัน {agent} ผู้ดูแลบัญชีส่วนตัวของคุณ จะติดตามทุกคำขอของคุณด้วยตัวเอง ทักมาที่นี่ได้ตลอดเวลาค่ะ',
      vi: 'Chào {name}, mình là {agent}, quản lý tài khoản riêng của bạn. Mình sẽ trực tiếp theo dõi các yêu cầu của bạn; cứ nhắn mình ở đây bất cứ lúc nào.',
      ja: '{name}様、専任担当の{agent}です。ご要望には私が責任をもって対応いたします。いつでもこちらからご連絡ください。',
    },
  },
  {
    group: 'Closing',
    title: 'Anything else?',
    shortcut: 'bye',
    sort: 110,
    serviceCodes: ALL,
    texts: {
      en: "Is there anything else I can help you with, {name}? If not, I'll close this chat. Thanks for watching with us!",
      es: '¿Hay algo más en lo que pueda ayudarte, {name}? Si no, cerraré este chat. ¡Gracias por ver con nosotros!',
      'pt-BR':
        'Posso ajudar com mais alguma coisa, {name}? Se não, vou encerrar este chat. Obrigado por assistir com a gente!',
      th: 'มีอะไรให้ช่วยเพิ่มเติมไหมคะคุณ {name} หากไม่มี ดิฉันจะปิดแชทนี้นะคะ ขอบคุณที่รับชมกับเราค่ะ',
      vi: 'Bạn còn cần mình hỗ trợ gì nữa không, {name}? Nếu không, mình sẽ đóng cuộc trò chuyện này. Cảm ơn bạn đã xem phim cùng chúng mình!',
      id: 'Ada lagi yang bisa saya bantu, {name}? Jika tidak, saya akan menutup obrolan ini. Terima kasih sudah menonton bersama kami!',
      ja: '{name}様、ほかにご不明な点はございますか。なければ、こちらのチャットを終了いたします。ご利用ありがとうございました。',
    },
  },
];

/** Writes the frequent replies of `projectCode` and their texts in its other content locales; answers how many replies. */
export async function seedReplies(db: Kysely<Database>, projectCode: string, now: Date): Promise<number> {
  const project = await db
    .selectFrom('sys_project')
    .select(['content_locales', 'default_content_locale'])
    .where('code', '=', projectCode)
    .executeTakeFirstOrThrow();
  const fallback = 'en';
  const defaultLocale = project.default_content_locale;
  const added = await db
    .insertInto('chat_reply')
    .values(
      DEMO_REPLIES.map((reply, index) => {
        // the first added 88 days ago, the last a fortnight ago; every third edited since
        const created = new Date(now.getTime() - (88 - index * 7) * DAY_MS);
        const updated = index % 3 === 2 ? new Date(created.getTime() + (index + 2) * DAY_MS) : created;
        return {
          project_code: projectCode,
          group_name: reply.group,
          title: reply.title,
          shortcut: reply.shortcut,
          content: reply.texts[defaultLocale] ?? reply.texts[fallback],
          sort: reply.sort,
          service_codes: reply.serviceCodes,
          create_time: created,
          update_time: updated,
        };
      }),
    )
    .returning(['id', 'shortcut', 'update_time'])
    .execute();
  const texts: Insertable<ContentText>[] = added.flatMap((row) => {
    const reply = DEMO_REPLIES.find((demo) => demo.shortcut === row.shortcut)!;
    return project.content_locales
      .filter((locale) => locale !== defaultLocale && reply.texts[locale])
      .map((locale) => ({
        project_code: projectCode,
        entity_kind: 'chat_reply' as const,
        entity_id: row.id,
        field: 'content' as const,
        locale,
        text: reply.texts[locale],
        update_time: row.update_time,
      }));
  });
  if (texts.length) await db.insertInto('content_text').values(texts).execute();
  return added.length;
}
