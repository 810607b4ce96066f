import { POSTING_PROBLEM_MESSAGES, STATEMENT_PROBLEM_MESSAGES } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { SHARED_MESSAGES } from './messages';

describe('the statement problems’ messages', () => {
  it('has the words the reader and the poster use for every problem naming a detail, in English exactly', () => {
    const { where_line: whereLine, where_line_part: whereLinePart, ...english } = SHARED_MESSAGES.en.statement_problem;
    expect(english).toEqual({ ...STATEMENT_PROBLEM_MESSAGES, ...POSTING_PROBLEM_MESSAGES });
    expect([whereLine, whereLinePart]).toEqual(['Line {{line}}: ', 'Line {{line}} of part {{part}}: ']);
  });
});
