/**
 * A problem with an uploaded file that the person who uploaded it can act on (damaged, crafted, too large once
 * opened). Its message is written for them and ends up in what they see (an import's rejection report); `row` is
 * the spreadsheet row it concerns, when there is one.
 */
export class FileProblem extends Error {
  override name = "FileProblem";

  constructor(
    message: string,
    readonly row: number | null = null,
  ) {
    super(message);
  }
}
