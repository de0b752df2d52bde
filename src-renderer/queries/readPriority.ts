// Reads a person waits for go first: a long background read of the mirror (the whole catalog, in chunks)
// pauses between its chunks while a screen's own reads are in flight and until that screen has drawn.
// IndexedDB answers requests in turn, so without this a pad opened during the prefetch waited a chunk's
// read for each of its own small reads.
let foreground = 0;
let waiting: (() => void)[] = [];

function release(): void {
  if (foreground > 0) return;
  const go = waiting;
  waiting = [];
  for (const resume of go) resume();
}

/** Marks `read` as a screen's: background reads wait until it is over and the next frame is drawn. */
export async function foregroundRead<T>(read: () => Promise<T>): Promise<T> {
  foreground++;
  try {
    return await read();
  } finally {
    foreground--;
    if (foreground === 0) {
      // The screen sets its state with the result and React draws it in the next frame; let it.
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        release();
      };
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
      // A hidden window draws no frames: do not hold the background read for long.
      setTimeout(once, 100);
    }
  }
}

/** The longest a background read gives way at once, so screens re-reading on every change cannot starve it. */
const MAX_WAIT_MS = 250;

/** Resolves when no screen's read is in flight: a background read calls it between its chunks. */
export function backgroundTurn(): Promise<void> {
  if (foreground === 0 && waiting.length === 0) return Promise.resolve();
  return new Promise((resume) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      resume();
    };
    waiting.push(go);
    setTimeout(go, MAX_WAIT_MS);
  });
}
