import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { failureOf, isNotFound, type S3Place } from './s3-client.ts';

/** Creates the media bucket when it is missing, once per process (a failed check is tried again next time). */
export class S3BucketSetup {
  private ready: Promise<void> | undefined;

  constructor(private readonly place: S3Place) {}

  /** Resolves once the bucket exists (or these credentials cannot tell and puts will); shared by concurrent calls. */
  ensure(): Promise<void> {
    this.ready ??= this.createWhenMissing().catch((error: unknown) => {
      // A failed check (network, permissions) is tried again by the next put instead of sticking.
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private async createWhenMissing(): Promise<void> {
    const { client, bucket } = this.place;
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
      return;
    } catch (error) {
      // 403: the bucket exists but these credentials may only read and write objects; puts will tell.
      if (failureOf(error).status === 403) return;
      if (!isNotFound(error)) throw error;
    }
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (error) {
      // Another process created it in between.
      if (failureOf(error).name !== 'BucketAlreadyOwnedByYou') throw error;
    }
  }
}
