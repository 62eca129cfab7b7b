import DOMPurify from 'dompurify';

const purifier = DOMPurify();
// Links in an excerpt open the video or the transcript in a new tab, never in the frame, and
// never give the opened page a handle on this one.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The server's excerpt HTML, sanitised again before it is shown (DESIGN §5). */
export function sanitizeExcerpt(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_URI_REGEXP: /^https?:/i,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
}
