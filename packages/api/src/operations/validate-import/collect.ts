import { MAX_PROBLEMS_LISTED, type ValidationProblem } from "./public.js";

/** Every problem counted, the first MAX_PROBLEMS_LISTED kept. */
export class Problems {
  readonly list: ValidationProblem[] = [];
  count = 0;

  add(problem: ValidationProblem) {
    this.count += 1;
    if (this.list.length < MAX_PROBLEMS_LISTED) this.list.push(problem);
  }

  get truncated() {
    return this.count > this.list.length;
  }
}
