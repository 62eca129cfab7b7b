import { escapeHtml } from './digest.ts';
import type { StoppableAlert } from '../db/repositories/alert-stops.repository.ts';

/** What an unsubscribe link leads to: the alerts it names, or nothing when the token is bad. */
export type UnsubscribeLookup = { valid: false } | { valid: true; alerts: StoppableAlert[] };

export const UNSUBSCRIBE_TEXTS = {
  invalidTitle: 'This link does not work',
  invalid:
    'This unsubscribe link is not valid or has expired. Nothing was changed. Sign in to manage your alerts.',
  confirmTitle: 'Stop these alerts?',
  confirm: 'You will no longer get notifications for:',
  button: 'Stop these alerts',
  doneTitle: 'Alerts stopped',
  done: 'You will no longer get notifications for:',
  manage: 'Manage your alerts',
} as const;

/** The app's look, plainly: its sans-serif text, serif headings and civic blue. */
const STYLE = `body{margin:0;background:#f8f9fa;color:#212529;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
header{background:#fff;border-bottom:1px solid #dee2e6;padding:12px 20px;font:700 20px Georgia,'Times New Roman',serif;color:#064c88}
main{max-width:560px;margin:32px auto;padding:24px;background:#fff;border:1px solid #dee2e6;border-radius:4px}
@media (max-width:620px){main{margin:16px}}
h1{margin:0 0 12px;font:700 26px/1.3 Georgia,'Times New Roman',serif}
ul{padding-left:20px}li{font-weight:600}
a{color:#064c88}
button{font:inherit;font-weight:600;color:#fff;background:#064c88;border:0;border-radius:4px;padding:8px 18px;cursor:pointer}
button:hover{background:#004075}button:focus-visible{outline:2px solid #004075;outline-offset:2px}`;

function page(productName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(productName)}</title><style>${STYLE}</style></head>
<body><header>${escapeHtml(productName)}</header><main><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const alertList = (found: Extract<UnsubscribeLookup, { valid: true }>) =>
  `<ul>${found.alerts.map((a) => `<li>${escapeHtml(a.keywords.join(', '))}</li>`).join('')}</ul>`;

/** The page an unsubscribe link shows: a bad link, the button that stops, or what was stopped. */
export function unsubscribePage(options: {
  productName: string;
  publicUrl: string;
  action: string;
  found: UnsubscribeLookup;
  stopped: boolean;
}): string {
  const { productName, publicUrl, action, found, stopped } = options;
  const manage = `<p><a href="${escapeHtml(`${publicUrl}/settings#alerts`)}">${UNSUBSCRIBE_TEXTS.manage}</a></p>`;
  if (!found.valid) {
    return page(
      productName,
      UNSUBSCRIBE_TEXTS.invalidTitle,
      `<p>${UNSUBSCRIBE_TEXTS.invalid}</p>\n${manage}`,
    );
  }
  if (stopped) {
    return page(
      productName,
      UNSUBSCRIBE_TEXTS.doneTitle,
      `<p>${UNSUBSCRIBE_TEXTS.done}</p>\n${alertList(found)}\n${manage}`,
    );
  }
  return page(
    productName,
    UNSUBSCRIBE_TEXTS.confirmTitle,
    `<p>${UNSUBSCRIBE_TEXTS.confirm}</p>\n${alertList(found)}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${UNSUBSCRIBE_TEXTS.button}</button>
</form>\n${manage}`,
  );
}
