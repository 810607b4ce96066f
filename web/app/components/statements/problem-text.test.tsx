import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { ProblemText } from './problem-text';

const foot = {
  code: 'foot_mismatch',
  message: 'Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.',
  part: 2,
  lineNo: 14,
  detail: '12 lines declared, 11 found',
};

describe('ProblemText', () => {
  it('says a reading problem in the operator’s language, with its line and part', async () => {
    await renderTranslated(<ProblemText problem={foot} />, 'es');
    expect(screen.getByTestId('problem').textContent).toBe('Línea 14 de la parte 2: El registro FOOT no coincide con el archivo: 12 lines declared, 11 found.');
  });

  it('says which currencies lack a rate in the operator’s language', async () => {
    await renderTranslated(<ProblemText problem={{ code: 'rate_missing', message: 'No exchange rate to US dollars was given for EUR, JPY.', detail: 'EUR, JPY' }} />, 'es');
    expect(screen.getByTestId('problem').textContent).toBe('No se indicó ningún tipo de cambio a dólares estadounidenses para EUR, JPY.');
  });

  it('keeps the importer’s words when the problem is not a reading one, or its detail was not recorded', async () => {
    await renderTranslated(
      <>
        <ProblemText problem={{ code: 'rate_missing', message: 'No exchange rate to US dollars was given for GBP.' }} />
        <ProblemText problem={{ ...foot, detail: undefined }} />
      </>,
      'es',
    );
    expect(screen.getAllByTestId('problem').map((node) => node.textContent)).toEqual(['No exchange rate to US dollars was given for GBP.', foot.message]);
  });
});
