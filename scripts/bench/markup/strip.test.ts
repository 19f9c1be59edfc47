import { describe, expect, it } from 'vitest';
import { withoutScripts } from './strip';

describe('withoutScripts', () => {
  it('leaves out scripts, inline or not, and module preloads, and keeps styles, links and pictures', () => {
    const page =
      '<head><link rel="modulepreload" href="/assets/framework.js"/><style>p{color:red}</style>' +
      '<link rel="stylesheet" href="/assets/a.css" disabled=""/><link rel="preload" as="image" href="/media/a.webp"/></head>' +
      '<body><p>Serum</p><script type="module">import "/assets/entry.js";\n</script>' +
      '<SCRIPT src="/assets/x.js"></SCRIPT><script type="application/ld+json">{"a":"<b>"}</script><img src="/media/a.webp"></body>';
    expect(withoutScripts(page)).toBe(
      '<head><style>p{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/a.css" disabled=""/><link rel="preload" as="image" href="/media/a.webp"/></head>' +
        '<body><p>Serum</p><img src="/media/a.webp"></body>',
    );
  });
});
