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

  it('says the other posting problems in the operator’s language, the month found with a mismatch', async () => {
    await renderTranslated(
      <>
        <ProblemText problem={{ code: 'period_mismatch', message: 'The statement covers 2026-11, not the period given.', detail: '2026-11' }} />
        <ProblemText problem={{ code: 'statement_empty', message: 'The statement has no sales lines.' }} />
        <ProblemText problem={{ code: 'period_missing', message: 'The statement does not say which month it covers; give the period.' }} />
      </>,
      'pt',
    );
    expect(screen.getAllByTestId('problem').map((node) => node.textContent)).toEqual([
      'O extrato abrange 2026-11, não o período indicado.',
      'O extrato não tem linhas de vendas.',
      'O extrato não indica que mês abrange; indique o período.',
    ]);
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
