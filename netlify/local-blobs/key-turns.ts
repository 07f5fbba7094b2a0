// Turns per key for the local Blobs server: a write runs alone, after every
// operation on its key that came before it, so its precondition is checked
// against what the previous write left; reads run together, each after the
// writes that came before it, so none sees a write half done (its data without
// its metadata).

type Operation<T> = () => Promise<T>;

export interface KeyTurns {
  read: <T>(key: string, operation: Operation<T>) => Promise<T>;
  write: <T>(key: string, operation: Operation<T>) => Promise<T>;
}

interface Queue {
  /** Settles when every operation queued so far has. */
  all: Promise<void>;
  /** Settles when every write queued so far has. */
  writes: Promise<void>;
}

const settled = () => undefined;

export function keyTurns(): KeyTurns {
  const queues = new Map<string, Queue>();
  function take<T>(key: string, alone: boolean, operation: Operation<T>): Promise<T> {
    const queue = queues.get(key) ?? { all: Promise.resolve(), writes: Promise.resolve() };
    const run = (alone ? queue.all : queue.writes).then(operation);
    const done = run.then(settled, settled);
    const next: Queue = alone ? { all: done, writes: done } : { all: Promise.all([queue.all, done]).then(settled), writes: queue.writes };
    queues.set(key, next);
    void next.all.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
    return run;
  }
  return {
    read: (key, operation) => take(key, false, operation),
    write: (key, operation) => take(key, true, operation),
  };
}
