import { describe, expect, it } from 'vitest';
import { serverStateElement, serverStateText } from './server-state';

describe('the server-rendered state', () => {
  it('reads back as the same JSON', () => {
    const state = { queries: { title: 'Forest </script><script>alert(1)</script> <!-- & \u2028' }, sceneKinds: ['svg' as const] };
    expect(JSON.parse(serverStateText(state))).toEqual(state);
  });

  it('holds no < that could close its script element or open a comment', () => {
    const element = serverStateElement({ queries: ['</script><script>alert(1)</script>', '<!--'], sceneKinds: [] });
    expect(element.match(/</g)).toHaveLength(2);
    expect(element).toMatch(/^<script type="application\/json" id="server-state">.*<\/script>$/);
    expect(element).toContain('\\u003c/script>');
  });
});
