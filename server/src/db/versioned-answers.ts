/**
 * Answers kept while what they were built from stays as it was. Each is stored with the versions
 * the database gives for its sources (the rows' xmin, a published configuration's number), and
 * the caller reads those versions from the database on every request: a change made through any
 * server process shows at once on all of them, and nothing is to be forgotten by hand when
 * something writes. Bounded: the oldest answer goes when a new one would pass the limit.
 */
export class VersionedAnswers<Answer> {
  private readonly kept = new Map<string, { versions: string; answer: Promise<Answer> }>();

  constructor(private readonly limit: number) {}

  /**
   * The answer kept for `key` if it was built when the rows were at `versions`; otherwise a new
   * one from `build`. The versions are read before `build` runs, so an answer built from rows
   * that changed in between is stored under the older versions and is not served again. Requests
   * that come while an answer is being built wait for that build instead of starting their own
   * (after a publish, every member's next page load asks for the same bundle at once); a build
   * that fails is not kept, so the next request builds again.
   */
  answer(key: string, versions: string, build: () => Promise<Answer>): Promise<Answer> {
    const found = this.kept.get(key);
    if (found !== undefined && found.versions === versions) return found.answer;
    const answer = (async () => build())();
    this.kept.delete(key);
    if (this.kept.size >= this.limit) {
      const oldest = this.kept.keys().next();
      if (!oldest.done) this.kept.delete(oldest.value);
    }
    this.kept.set(key, { versions, answer });
    answer.catch(() => {
      if (this.kept.get(key)?.answer === answer) this.kept.delete(key);
    });
    return answer;
  }
}
