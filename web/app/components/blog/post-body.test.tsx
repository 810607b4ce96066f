import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostBody } from './post-body';

describe('PostBody', () => {
  it('renders the Markdown and leaves out raw HTML, unsafe link addresses and pictures from other hosts', () => {
    const markdown = [
      '## Artwork',
      '',
      'A **square** cover.',
      '',
      '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
      '',
      '[Click me](javascript:alert(1)) · [the guide](https://example.org/guide)',
      '',
      '![tracker](https://tracker.example/pixel.gif) ![ours](/blog/demo/cover?v=1)',
    ].join('\n');
    const { container } = render(<PostBody markdown={markdown} />);
    expect(container.querySelector('h2')?.textContent).toBe('Artwork');
    expect(container.querySelector('strong')?.textContent).toBe('square');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['Click me', '', 'nofollow noopener noreferrer'],
      ['the guide', 'https://example.org/guide', 'nofollow noopener noreferrer'],
    ]);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/blog/demo/cover?v=1']);
    expect(container.textContent).toContain('tracker');
  });
});
