/**
 * A readers-writer gate for changes that touch both the database and the stored files. Each
 * upload, removal or move holds it shared while its row commits and its file lands (or goes);
 * a backup holds it exclusively while it snapshots the database and the files, so no change
 * can fall between the two snapshots. Waiting writers go first, so a stream of uploads cannot
 * starve a backup.
 */
export class WriteGate {
  private active = 0;
  private exclusiveHeld = false;
  private waiting: { exclusive: boolean; start: () => void }[] = [];

  shared<T>(fn: () => Promise<T>): Promise<T> {
    return this.run(false, fn);
  }

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.run(true, fn);
  }

  private async run<T>(exclusive: boolean, fn: () => Promise<T>): Promise<T> {
    await this.enter(exclusive);
    try {
      return await fn();
    } finally {
      this.leave(exclusive);
    }
  }

  private canEnter(exclusive: boolean): boolean {
    if (this.exclusiveHeld) return false;
    if (exclusive) return this.active === 0;
    return !this.waiting.some((w) => w.exclusive);
  }

  private enter(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.canEnter(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting.push({ exclusive, start: resolve });
    });
  }

  private take(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = true;
    else this.active += 1;
  }

  private leave(exclusive: boolean): void {
    if (exclusive) this.exclusiveHeld = false;
    else this.active -= 1;
    // Admit waiters in order: one exclusive, or every shared one up to the next exclusive.
    while (this.waiting.length > 0) {
      const next = this.waiting[0] as { exclusive: boolean; start: () => void };
      if (next.exclusive ? this.active > 0 || this.exclusiveHeld : this.exclusiveHeld) return;
      this.waiting.shift();
      this.take(next.exclusive);
      next.start();
      if (next.exclusive) return;
    }
  }
}
