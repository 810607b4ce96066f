/** One refused value: the flag it came from, the error code and the message for people. */
export interface InputProblem {
  field: string;
  code: string;
  message: string;
}

/** Input the command read and refused, every problem at once; exits 5, one `<field>: <message>` line each. */
export class InvalidInputError extends Error {
  constructor(readonly problems: InputProblem[]) {
    super(problems.map((problem) => `${problem.field}: ${problem.message}`).join('\n'));
    this.name = 'InvalidInputError';
  }
}
