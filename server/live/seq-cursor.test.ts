import { SeqCursor } from './seq-cursor.ts';

describe('SeqCursor', () => {
  it.each([
    { name: 'in order', start: 0, reads: [[1, 2, 3]], delivered: [[1, 2, 3]], done: 3 },
    { name: 'nothing new', start: 5, reads: [[3, 4, 5]], delivered: [[]], done: 5 },
    {
      name: 'a row read twice is delivered once',
      start: 0,
      reads: [
        [1, 2],
        [1, 2, 3],
      ],
      delivered: [[1, 2], [3]],
      done: 3,
    },
    { name: 'a hole holds `done` back', start: 0, reads: [[1, 3]], delivered: [[1, 3]], done: 1 },
    {
      name: 'the late row fills the hole',
      start: 0,
      reads: [
        [1, 3],
        [2, 3, 4],
      ],
      delivered: [
        [1, 3],
        [2, 4],
      ],
      done: 4,
    },
  ])('$name', ({ start, reads, delivered, done }) => {
    const cursor = new SeqCursor(start, 1000);
    expect(reads.map((seqs) => cursor.take(seqs, 0))).toEqual(delivered);
    expect(cursor.done).toBe(done);
  });

  it('gives a hole up once it stayed empty for the wait, and not before', () => {
    const cursor = new SeqCursor(0, 1000);
    cursor.take([1, 3], 0);
    expect(cursor.waiting).toBe(true);
    cursor.take([3], 999);
    expect(cursor.done).toBe(1);
    cursor.take([3], 1000);
    expect(cursor.done).toBe(3);
    expect(cursor.waiting).toBe(false);
  });
});
