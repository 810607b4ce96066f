import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../testing/render';
import { CaptchaField, captchaImageSource } from './captcha-field';

const svg = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg"><title>${text}</title></svg>`;

function renderField(challenge: { id: string; svg: string } | null) {
  return renderTranslated(
    <form>
      <CaptchaField challenge={challenge} idName="captcha_id" inputProps={{ id: 'captcha', name: 'captcha' }} errors={['captcha_invalid']} errorId="captcha-error" />
    </form>,
  );
}

const hiddenId = () => (document.querySelector('input[name="captcha_id"]') as HTMLInputElement).value;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CaptchaField', () => {
  it('shows the picture with its id, the labelled answer field and its error', async () => {
    await renderField({ id: 'c1', svg: svg('one') });
    expect(screen.getByRole('img', { name: /Captcha picture/ })).toHaveAttribute('src', captchaImageSource(svg('one')));
    expect(screen.getByLabelText('Captcha')).toHaveAttribute('name', 'captcha');
    expect(hiddenId()).toBe('c1');
    expect(screen.getByText('Invalid captcha code.')).toBeInTheDocument();
  });

  it('fetches a new captcha from the API', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'c2', svg: svg('two') }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await renderField({ id: 'c1', svg: svg('one') });
    fireEvent.click(screen.getByRole('button', { name: 'New captcha' }));
    await waitFor(() => expect(hiddenId()).toBe('c2'));
    expect(fetchMock).toHaveBeenCalledWith('/v1/auth/captcha', expect.objectContaining({ cache: 'no-store' }));
    expect(screen.getByRole('img', { name: /Captcha picture/ })).toHaveAttribute('src', captchaImageSource(svg('two')));
  });

  it('says when no captcha could be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    await renderField({ id: 'c1', svg: svg('one') });
    fireEvent.click(screen.getByRole('button', { name: 'New captcha' }));
    expect(await screen.findByText('Failed to load captcha')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when the page came without one', async () => {
    await renderField(null);
    expect(screen.getByText('Failed to load captcha')).toBeInTheDocument();
    expect(hiddenId()).toBe('');
  });
});
