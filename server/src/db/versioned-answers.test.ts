import { describe, expect, it } from 'vitest';
import { VersionedAnswers } from './versioned-answers.js';

describe('VersionedAnswers', () => {
  it('serves a kept answer while its versions hold, builds again when they change, and keeps no more than its limit', async () => {
    const answers = new VersionedAnswers<string>(2);
    let builds = 0;
    const build = (text: string) => async () => {
      builds += 1;
      return text;
    };
    expect(await answers.answer('demo', 'v1', build('first'))).toBe('first');
    expect(await answers.answer('demo', 'v1', build('unused'))).toBe('first');
    expect(builds).toBe(1);
    expect(await answers.answer('demo', 'v2', build('second'))).toBe('second');
    expect(builds).toBe(2);

    // Two more members: the oldest kept answer (demo's) goes.
    await answers.answer('newbie', 'v1', build('newbie'));
    await answers.answer('limited', 'v1', build('limited'));
    expect(await answers.answer('demo', 'v2', build('rebuilt'))).toBe('rebuilt');
    expect(await answers.answer('limited', 'v1', build('unused'))).toBe('limited');
  });

  it('lets requests that come during a build wait for it, and builds again after a failure', async () => {
    const answers = new VersionedAnswers<string>(2);
    let builds = 0;
    let finish: (text: string) => void = () => undefined;
    const slow = () => {
      builds += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = answers.answer('bundle', 'v7', slow);
    const second = answers.answer('bundle', 'v7', slow);
    finish('compressed');
    expect(await Promise.all([first, second])).toEqual(['compressed', 'compressed']);
    expect(builds).toBe(1);

    const failing = async (): Promise<string> => {
      throw new Error('the database went away');
    };
    await expect(answers.answer('bundle', 'v8', failing)).rejects.toThrow('the database went away');
    expect(await answers.answer('bundle', 'v8', async () => 'built again')).toBe('built again');
  });
});
