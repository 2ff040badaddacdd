import { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { z } from "zod";
import { DEFAULT_JOB_OPTIONS, type JobDefinition, QUEUES, type QueueName } from "./define-job.js";

export const QUEUE_PREFIX = "tprm";

/** The producer side: validates the payload against the contract, then enqueues on the job's queue. */
export class JobClient {
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly connection: Redis) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: QUEUE_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  allQueues(): Queue[] {
    return (Object.keys(QUEUES) as QueueName[]).map((name) => this.queue(name));
  }

  async enqueue<TName extends string, TSchema extends z.ZodType>(
    job: JobDefinition<TName, TSchema>,
    payload: z.input<TSchema>,
  ) {
    const data = job.schema.parse(payload);
    return this.queue(job.queue).add(job.name, data, job.options);
  }

  async close() {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
