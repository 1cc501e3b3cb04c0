// The mails' words in the recipient's language (users.language; English for an account without
// one), as ICU messages said by src/shared/icu.ts: the server has no browser to say them. English
// is the words the mails always had; every language has every message with the same arguments
// (TypeScript and messages.test.ts).
import { formatIcu, type IcuParams } from "../../shared/icu";
import { type AccountLanguage, isAccountLanguage } from "../../shared/languages";

const EN = {
  "reset.subject": "Reset your Planning Poker password",
  "reset.body":
    "Someone (hopefully you) asked to reset the password of your Planning Poker account.\n\nChoose a new password here:\n{link}\n\nThe link works once, within 30 minutes. Choosing a new password signs your account out everywhere.\nIf you did not ask, ignore this message: your password stays as it is.\n",
  "verify.subject": "Confirm your email address for Planning Poker",
  "verify.body": "Please confirm that this address belongs to your Planning Poker account:\n{link}\n\nThe link works once, within 24 hours. If you did not ask for it, ignore this message.\n",
  "linksRemoved.subject": "GitHub sign-ins were removed from your Planning Poker account",
  "linksRemoved.body":
    "GitHub sign-ins linked to this account before your address was proven were removed. Link GitHub again from the account menu if one of them was yours.\n\nRemoved: {count}.\n",
  "reminder.subject": "{count, plural, one {# story waits} other {# stories wait}} for your estimate in {room}",
  "reminder.body":
    "Hello {name},\n\n{count, plural, one {# story waits} other {# stories wait}} for your estimate in {room}. The votes reveal at {deadline} (shown in your own time zone in the room).\n\nYour next story: {story}\n{link}\n\nYou can turn these reminders off in your account.",
} as const;

export type MailMessageId = keyof typeof EN;

export const MAIL_MESSAGES: Readonly<Record<AccountLanguage, Readonly<Record<MailMessageId, string>>>> = Object.freeze({
  en: EN,
  de: {
    "reset.subject": "Setze dein Planning-Poker-Passwort zurück",
    "reset.body":
      "Jemand (hoffentlich du) hat angefordert, das Passwort deines Planning-Poker-Kontos zurückzusetzen.\n\nWähle hier ein neues Passwort:\n{link}\n\nDer Link funktioniert einmal, innerhalb von 30 Minuten. Ein neues Passwort meldet dein Konto überall ab.\nWenn du das nicht angefordert hast, ignoriere diese Nachricht: Dein Passwort bleibt, wie es ist.\n",
    "verify.subject": "Bestätige deine E-Mail-Adresse für Planning Poker",
    "verify.body": "Bitte bestätige, dass diese Adresse zu deinem Planning-Poker-Konto gehört:\n{link}\n\nDer Link funktioniert einmal, innerhalb von 24 Stunden. Wenn du ihn nicht angefordert hast, ignoriere diese Nachricht.\n",
    "linksRemoved.subject": "GitHub-Anmeldungen wurden von deinem Planning-Poker-Konto entfernt",
    "linksRemoved.body":
      "GitHub-Anmeldungen, die mit diesem Konto verknüpft wurden, bevor deine Adresse bestätigt war, wurden entfernt. Verknüpfe GitHub im Kontomenü erneut, falls eine davon deine war.\n\nEntfernt: {count}.\n",
    "reminder.subject": "{count, plural, one {# Story wartet} other {# Storys warten}} in {room} auf deine Schätzung",
    "reminder.body":
      "Hallo {name},\n\n{count, plural, one {# Story wartet} other {# Storys warten}} in {room} auf deine Schätzung. Die Karten werden am {deadline} aufgedeckt (im Raum in deiner eigenen Zeitzone angezeigt).\n\nDeine nächste Story: {story}\n{link}\n\nDu kannst diese Erinnerungen in deinem Konto abschalten.",
  },
  fr: {
    "reset.subject": "Réinitialisez votre mot de passe Planning Poker",
    "reset.body":
      "Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Planning Poker.\n\nChoisissez un nouveau mot de passe ici :\n{link}\n\nLe lien fonctionne une seule fois, pendant 30 minutes. Choisir un nouveau mot de passe déconnecte votre compte partout.\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n",
    "verify.subject": "Confirmez votre adresse e-mail pour Planning Poker",
    "verify.body": "Veuillez confirmer que cette adresse appartient à votre compte Planning Poker :\n{link}\n\nLe lien fonctionne une seule fois, pendant 24 heures. Si vous ne l’avez pas demandé, ignorez ce message.\n",
    "linksRemoved.subject": "Des connexions GitHub ont été retirées de votre compte Planning Poker",
    "linksRemoved.body":
      "Les connexions GitHub associées à ce compte avant la vérification de votre adresse ont été supprimées. Associez GitHub à nouveau depuis le menu du compte si l’une d’elles était la vôtre.\n\nSupprimées : {count}.\n",
    "reminder.subject": "{count, plural, one {# story attend} other {# stories attendent}} votre estimation dans {room}",
    "reminder.body":
      "Bonjour {name},\n\n{count, plural, one {# story attend} other {# stories attendent}} votre estimation dans {room}. Les votes seront révélés le {deadline} (affiché dans votre fuseau horaire dans la salle).\n\nVotre prochaine story : {story}\n{link}\n\nVous pouvez désactiver ces rappels dans votre compte.",
  },
  es: {
    "reset.subject": "Restablece tu contraseña de Planning Poker",
    "reset.body":
      "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de Planning Poker.\n\nElige una contraseña nueva aquí:\n{link}\n\nEl enlace funciona una vez, durante 30 minutos. Elegir una contraseña nueva cierra la sesión de tu cuenta en todas partes.\nSi no lo pediste, ignora este mensaje: tu contraseña no cambia.\n",
    "verify.subject": "Confirma tu correo electrónico para Planning Poker",
    "verify.body": "Confirma que esta dirección pertenece a tu cuenta de Planning Poker:\n{link}\n\nEl enlace funciona una vez, durante 24 horas. Si no lo pediste, ignora este mensaje.\n",
    "linksRemoved.subject": "Se quitaron inicios de sesión de GitHub de tu cuenta de Planning Poker",
    "linksRemoved.body":
      "Se eliminaron los inicios de sesión de GitHub vinculados a esta cuenta antes de que se verificara tu dirección. Vuelve a vincular GitHub desde el menú de la cuenta si alguno era tuyo.\n\nEliminados: {count}.\n",
    "reminder.subject": "{count, plural, one {# historia espera} other {# historias esperan}} tu estimación en {room}",
    "reminder.body":
      "Hola, {name}:\n\n{count, plural, one {# historia espera} other {# historias esperan}} tu estimación en {room}. Los votos se revelan el {deadline} (en la sala se muestra en tu zona horaria).\n\nTu próxima historia: {story}\n{link}\n\nPuedes desactivar estos recordatorios en tu cuenta.",
  },
  it: {
    "reset.subject": "Reimposta la tua password di Planning Poker",
    "reset.body":
      "Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Planning Poker.\n\nScegli una nuova password qui:\n{link}\n\nIl link funziona una sola volta, entro 30 minuti. Scegliere una nuova password disconnette il tuo account ovunque.\nSe non l’hai chiesto tu, ignora questo messaggio: la tua password resta invariata.\n",
    "verify.subject": "Conferma il tuo indirizzo email per Planning Poker",
    "verify.body": "Conferma che questo indirizzo appartiene al tuo account Planning Poker:\n{link}\n\nIl link funziona una sola volta, entro 24 ore. Se non l’hai chiesto tu, ignora questo messaggio.\n",
    "linksRemoved.subject": "Alcuni accessi GitHub sono stati rimossi dal tuo account Planning Poker",
    "linksRemoved.body":
      "Gli accessi GitHub collegati a questo account prima della verifica del tuo indirizzo sono stati rimossi. Collega di nuovo GitHub dal menu dell’account se uno di questi era tuo.\n\nRimossi: {count}.\n",
    "reminder.subject": "{count, plural, one {# storia attende} other {# storie attendono}} la tua stima in {room}",
    "reminder.body":
      "Ciao {name},\n\n{count, plural, one {# storia attende} other {# storie attendono}} la tua stima in {room}. I voti vengono rivelati il {deadline} (nella stanza è mostrato nel tuo fuso orario).\n\nLa tua prossima storia: {story}\n{link}\n\nPuoi disattivare questi promemoria nel tuo account.",
  },
  "pt-BR": {
    "reset.subject": "Redefina sua senha do Planning Poker",
    "reset.body":
      "Alguém (esperamos que você) pediu para redefinir a senha da sua conta do Planning Poker.\n\nEscolha uma nova senha aqui:\n{link}\n\nO link funciona uma vez, em até 30 minutos. Escolher uma nova senha desconecta sua conta em todos os lugares.\nSe você não pediu, ignore esta mensagem: sua senha continua a mesma.\n",
    "verify.subject": "Confirme seu e-mail para o Planning Poker",
    "verify.body": "Confirme que este endereço pertence à sua conta do Planning Poker:\n{link}\n\nO link funciona uma vez, em até 24 horas. Se você não pediu, ignore esta mensagem.\n",
    "linksRemoved.subject": "Logins do GitHub foram removidos da sua conta do Planning Poker",
    "linksRemoved.body":
      "Os logins do GitHub vinculados a esta conta antes de seu e-mail ser comprovado foram removidos. Vincule o GitHub novamente pelo menu da conta se algum deles era seu.\n\nRemovidos: {count}.\n",
    "reminder.subject": "{count, plural, one {# história espera} other {# histórias esperam}} sua estimativa em {room}",
    "reminder.body":
      "Olá, {name},\n\n{count, plural, one {# história espera} other {# histórias esperam}} sua estimativa em {room}. Os votos serão revelados em {deadline} (na sala, no seu próprio fuso horário).\n\nSua próxima história: {story}\n{link}\n\nVocê pode desativar estes lembretes na sua conta.",
  },
  nl: {
    "reset.subject": "Stel je Planning Poker-wachtwoord opnieuw in",
    "reset.body":
      "Iemand (hopelijk jij) heeft gevraagd het wachtwoord van je Planning Poker-account opnieuw in te stellen.\n\nKies hier een nieuw wachtwoord:\n{link}\n\nDe link werkt één keer, binnen 30 minuten. Een nieuw wachtwoord kiezen logt je account overal uit.\nHeb je hier niet om gevraagd? Negeer dan dit bericht: je wachtwoord blijft zoals het is.\n",
    "verify.subject": "Bevestig je e-mailadres voor Planning Poker",
    "verify.body": "Bevestig dat dit adres bij je Planning Poker-account hoort:\n{link}\n\nDe link werkt één keer, binnen 24 uur. Heb je er niet om gevraagd? Negeer dan dit bericht.\n",
    "linksRemoved.subject": "GitHub-inlogs zijn van je Planning Poker-account verwijderd",
    "linksRemoved.body":
      "GitHub-inlogs die aan dit account waren gekoppeld voordat je adres was bevestigd, zijn verwijderd. Koppel GitHub opnieuw via het accountmenu als een ervan van jou was.\n\nVerwijderd: {count}.\n",
    "reminder.subject": "{count, plural, one {# story wacht} other {# stories wachten}} op je schatting in {room}",
    "reminder.body":
      "Hallo {name},\n\n{count, plural, one {# story wacht} other {# stories wachten}} op je schatting in {room}. De stemmen worden onthuld op {deadline} (in de room getoond in je eigen tijdzone).\n\nJe volgende story: {story}\n{link}\n\nJe kunt deze herinneringen uitzetten in je account.",
  },
  pl: {
    "reset.subject": "Zresetuj hasło do Planning Poker",
    "reset.body":
      "Ktoś (miejmy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta Planning Poker.\n\nUstaw nowe hasło tutaj:\n{link}\n\nLink działa raz, przez 30 minut. Ustawienie nowego hasła wyloguje Twoje konto wszędzie.\nJeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.\n",
    "verify.subject": "Potwierdź adres e-mail w Planning Poker",
    "verify.body": "Potwierdź, że ten adres należy do Twojego konta Planning Poker:\n{link}\n\nLink działa raz, przez 24 godziny. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.\n",
    "linksRemoved.subject": "Z Twojego konta Planning Poker usunięto logowania przez GitHub",
    "linksRemoved.body":
      "Logowania przez GitHub połączone z tym kontem, zanim Twój adres został potwierdzony, zostały usunięte. Jeśli któreś z nich było Twoje, połącz GitHuba ponownie w menu konta.\n\nUsunięte: {count}.\n",
    "reminder.subject": "{count, plural, one {# historyjka czeka} few {# historyjki czekają} many {# historyjek czeka} other {# historyjki czeka}} na Twój szacunek w {room}",
    "reminder.body":
      "Cześć {name},\n\n{count, plural, one {# historyjka czeka} few {# historyjki czekają} many {# historyjek czeka} other {# historyjki czeka}} na Twój szacunek w {room}. Głosy zostaną odkryte {deadline} (w pokoju pokazane w Twojej strefie czasowej).\n\nTwoja następna historyjka: {story}\n{link}\n\nMożesz wyłączyć te przypomnienia w swoim koncie.",
  },
  ja: {
    "reset.subject": "Planning Poker のパスワードをリセット",
    "reset.body":
      "Planning Poker アカウントのパスワードのリセットがリクエストされました（ご本人によるものだと思います）。\n\nこちらから新しいパスワードを設定してください：\n{link}\n\nリンクは 30 分以内に 1 回だけ使えます。新しいパスワードを設定すると、すべての場所でアカウントからログアウトされます。\n心当たりがない場合は、このメッセージを無視してください。パスワードは変わりません。\n",
    "verify.subject": "Planning Poker のメールアドレスを確認してください",
    "verify.body": "このアドレスがあなたの Planning Poker アカウントのものであることを確認してください：\n{link}\n\nリンクは 24 時間以内に 1 回だけ使えます。心当たりがない場合は、このメッセージを無視してください。\n",
    "linksRemoved.subject": "Planning Poker アカウントから GitHub ログインが削除されました",
    "linksRemoved.body":
      "メールアドレスが確認される前にこのアカウントと連携された GitHub ログインは削除されました。その中にあなたのものがあれば、アカウントメニューからもう一度 GitHub と連携してください。\n\n削除された数：{count}\n",
    "reminder.subject": "{room} で {count, plural, other {# 件のストーリー}}があなたの見積もりを待っています",
    "reminder.body":
      "{name} さん\n\n{room} で {count, plural, other {# 件のストーリー}}があなたの見積もりを待っています。投票は {deadline} に公開されます（ルームではあなたのタイムゾーンで表示されます）。\n\n次のストーリー：{story}\n{link}\n\nこのリマインダーはアカウントでオフにできます。",
  },
});

/** The recipient's language: their account's, else English (the spec's words). */
export function mailLanguage(language: string | null | undefined): AccountLanguage {
  return isAccountLanguage(language) ? language : "en";
}

/** One message of a mail, in the recipient's language. */
export function mailText(language: string | null | undefined, id: MailMessageId, params: IcuParams = {}): string {
  const lang = mailLanguage(language);
  return formatIcu(MAIL_MESSAGES[lang][id], params, lang);
}

/** A moment as a mail says it: English as it always did (UTC); other languages in their own words, in UTC. */
export function mailMoment(language: string | null | undefined, at: number): string {
  const lang = mailLanguage(language);
  if (lang === "en") return new Date(at).toUTCString();
  return `${new Intl.DateTimeFormat(lang, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(new Date(at))} UTC`;
}
