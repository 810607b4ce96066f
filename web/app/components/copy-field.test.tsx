import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

const TEXTS = { copy: 'Copy link', copied: 'Link copied.', failed: 'Could not copy.' };

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => vi.restoreAllMocks());

describe('CopyField', () => {
  it('copies the value and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    render(<CopyField id="link" label="Share link" value="https://music.example.org/r/nova" texts={TEXTS} />);
    expect(screen.getByLabelText('Share link')).toHaveValue('https://music.example.org/r/nova');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith('https://music.example.org/r/nova');
  });

  it('leaves the value selected for the keyboard when there is no clipboard', async () => {
    clipboard(async () => {
      throw new Error('denied');
    });
    render(<CopyField id="link" label="Share link" value="https://music.example.org/r/nova" texts={TEXTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Could not copy.')).toHaveAttribute('role', 'status');
    const field = screen.getByLabelText<HTMLInputElement>('Share link');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});
