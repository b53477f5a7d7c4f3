/**
 * Embeds the values of concurrent writes together: each write asks for its vector, and the
 * texts asked for while the previous provider call runs (or within the same event-loop turn
 * when none runs) go to the provider as one call. A model embeds a batch for little more than
 * the cost of one text (one ONNX run, one HTTP request to a remote endpoint), so under load
 * the provider is called far less often than once per write, while a lone write waits for no
 * timer. Every caller still gets its own vector before its write is stored and acknowledged.
 */
type Waiting = { text: string; resolve: (vector: Float32Array) => void; reject: (error: unknown) => void };

export class EmbeddingBatch {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private running = false;

  /** `embed` is the provider call (one vector per text, in order); at most `maxBatch` texts per call. */
  constructor(private readonly embed: (texts: string[]) => Promise<Float32Array[]>, private readonly maxBatch: number) {}

  vector(text: string): Promise<Float32Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ text, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, Math.max(1, this.maxBatch));
        try {
          const vectors = await this.embed(batch.map((w) => w.text));
          batch.forEach((w, i) => {
            const vector = vectors[i];
            if (vector) w.resolve(vector);
            else w.reject(new Error(`the embedding provider answered ${vectors.length} vectors for ${batch.length} texts`));
          });
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.running = false;
      this.schedule();
    }
  }
}
