// Addresses that pass a loose pattern but that a mailer reads as a different recipient, or as
// several (issue 30; GHSA-cc9r-2j5m-2m83): account emails must refuse each one.
export const HOSTILE_EMAILS: readonly string[] = Object.freeze([
  "x<victim@example.org>",
  "a@corp.example(x)evil.example",
  "Victim <victim@example.org>",
  '"victim@example.org"@corp.example',
  "a@corp.example,victim@example.org",
  "a@corp.example;victim@example.org",
  "victim@example.org (comment)",
  "(x)a@corp.example",
  "a@corp.example:victim@example.org",
  "@relay.example:victim@example.org",
  "a@b@victim.example.org",
  "a\\@victim.example.org@corp.example",
  "a@[127.0.0.1]",
  "a@corp.example\r\nbcc:victim@example.org",
  "a@corp.example victim@example.org",
  "a..b@corp.example",
  ".a@corp.example",
  "a@-corp.example",
  "a@corp..example",
]);
