/** The document without its `<script>` elements and its module preloads: what stays is markup, styles and pictures. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}
