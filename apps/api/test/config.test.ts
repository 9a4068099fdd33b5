import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('stops on an API key shorter than 16 characters, stating the rule', () => {
    expect(() => readConfig({ API_KEYS: 'long-enough-key-0001,short' })).toThrow(ConfigError);
    expect(() => readConfig({ API_KEYS: 'short' })).toThrow(/at least 16 characters/);
  });

  it('takes keys of 16 characters or more, ignoring spaces and empty entries', () => {
    expect(readConfig({ API_KEYS: ' 0123456789abcdef , ,fedcba9876543210x' }).apiKeys).toEqual([
      '0123456789abcdef',
      'fedcba9876543210x',
    ]);
    expect(readConfig({}).apiKeys).toEqual([]);
  });

  it('reads the upload admission and request time limit, with defaults from the machine', () => {
    const config = readConfig({ UPLOAD_CONCURRENCY: '3', UPLOAD_QUEUE: '5', REQUEST_TIMEOUT_S: '45' });
    expect(config).toMatchObject({ uploadConcurrency: 3, uploadQueueLength: 5, requestTimeoutMs: 45_000 });
    expect(() => readConfig({ UPLOAD_CONCURRENCY: 'lots' })).toThrow(/UPLOAD_CONCURRENCY must be a whole number/);
    expect(() => readConfig({ REQUEST_TIMEOUT_S: '0' })).toThrow(ConfigError);
    const defaults = readConfig({});
    expect(defaults.uploadConcurrency).toBeGreaterThanOrEqual(1);
    expect(defaults.uploadQueueLength).toBe(8);
    expect(defaults.requestTimeoutMs).toBe(120_000);
  });
});
