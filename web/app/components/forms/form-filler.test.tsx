import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { formFieldOf, type FormField } from '@slipcase/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { FormFiller } from './form-filler';

const field = (key: string, label: string, kind: FormField['kind'], rules: Partial<FormField> = {}): FormField => formFieldOf(kind, label, { key, ...rules });

const FIELDS = [field('f1', 'Stage name', 'text'), field('f2', 'Song link', 'url', { required: false }), field('f3', 'Genre', 'select', { options: ['Pop', 'Jazz'] }), field('f4', 'Press kit', 'file')];

function renderFiller() {
  const posted: FormData[] = [];
  const Stub = createRemixStub([
    {
      path: '/forms/f',
      Component: () => <FormFiller fields={FIELDS} lastResult={undefined} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return json({});
      },
    },
  ]);
  return { posted, rendered: renderTranslated(<Stub initialEntries={['/forms/f']} />) };
}

describe('FormFiller', () => {
  it('refuses in the browser what the server would, beside each field, empty required ones included, and posts nothing', async () => {
    const { posted, rendered } = renderFiller();
    await rendered;
    fireEvent.change(screen.getByLabelText('Song link (optional)'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(screen.getByText('Enter a valid web address, such as https://example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Genre')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });
});
