/** Gives a slot back; calling it again does nothing. */
export type LeaveSlot = () => void;

/**
 * How many uploads are read and applied at once. Parsing is CPU- and memory-heavy, so at most
 * `concurrency` run; up to `queueLength` more wait without their body being read (the socket
 * holds it, not the heap); beyond that an upload is refused at once. Memory is thus bounded by
 * the slots, whatever the number of uploads arriving.
 */
export class UploadAdmission {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLength: number,
  ) {}

  /** A slot now or after waiting in the queue; null when the queue is full as well. */
  enter(): Promise<LeaveSlot> | null {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve(this.leaver());
    }
    if (this.waiting.length >= this.queueLength) return null;
    return new Promise((resolve) => {
      this.waiting.push(() => {
        this.running++;
        resolve(this.leaver());
      });
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  private leaver(): LeaveSlot {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running--;
      this.waiting.shift()?.();
    };
  }
}
