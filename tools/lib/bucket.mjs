// The S3-compatible bucket of media and releases for the tools (issue 33 "Object storage"): the
// release tool uploads remotes to it, the CDN server reads from it, backups copy it. The settings,
// their checks and the client are the API's own (@amora/contracts/object-storage).
import { openBucket, readS3Settings, s3SettingsProblems } from '@amora/contracts/object-storage';

export { IMMUTABLE, openBucket, uploadHeaders } from '@amora/contracts/object-storage';

/**
 * The bucket settings from the environment, or null when no S3_* variable is set (the local
 * `.cdn` folder is the store). `bucketVariable` reads the bucket name from another variable
 * (`S3_BACKUP_BUCKET` for backups), falling back to `S3_BUCKET`.
 * @throws Error naming the variable for anything half set or malformed (never a silent fallback to `.cdn`)
 */
export function bucketSettingsFromEnv(env = process.env, { bucketVariable = 'S3_BUCKET' } = {}) {
  const settings = readS3Settings(env, { bucketVariable });
  const problems = s3SettingsProblems(settings, env.NODE_ENV);
  if (problems.length > 0) throw new Error(`invalid object storage settings:\n  ${problems.join('\n  ')}`);
  return settings;
}

/** The bucket of the environment's S3_* settings, or null when none is set. @throws Error naming a half-set variable */
export function bucketFromEnv(env = process.env) {
  const settings = bucketSettingsFromEnv(env);
  return settings ? openBucket(settings) : null;
}
