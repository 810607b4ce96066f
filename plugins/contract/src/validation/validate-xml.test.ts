import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledSchema, releaseCompiledSchemas } from './compiled-schemas';
import { ddexSchemasDir } from './schemas-dir';
import { validateXml, XmlValidationError } from './validate-xml';

const example = (name: string) => readFile(join(ddexSchemasDir(), 'examples', name), 'utf8');

describe('validateXml', () => {
  const savedSchemas = process.env.SLIPCASE_DDEX_SCHEMAS;
  afterEach(() => {
    if (savedSchemas === undefined) delete process.env.SLIPCASE_DDEX_SCHEMAS;
    else process.env.SLIPCASE_DDEX_SCHEMAS = savedSchemas;
  });

  it('finds the schemas copied into this package', () => {
    expect(ddexSchemasDir()).toBe(join(import.meta.dirname, '..', '..', 'schemas'));
  });

  it('accepts the reference single and its batch manifest (the manifest needs the catalog, offline)', async () => {
    await expect(validateXml(await example('ern43-single-valid.xml'), 'ern-4.3')).resolves.toBeUndefined();
    await expect(validateXml(await example('BatchComplete_20260115100000123.xml'), 'ern-c-sftp-1.8')).resolves.toBeUndefined();
  });

  it('lists every message of libxml2 for an invalid document', async () => {
    const broken = (await example('ern43-single-valid.xml'))
      .replace('<Duration>PT3M15S</Duration>', '<Duration>3 minutes</Duration>')
      .replace('<ReleaseType>Single</ReleaseType>', '<ReleaseType>Mixtape</ReleaseType>');
    const error = await validateXml(broken, 'ern-4.3').then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(XmlValidationError);
    const { messages, schema } = error as XmlValidationError;
    expect(schema).toBe('ern-4.3');
    expect(messages.some((m) => /^line \d+: .*Duration.*'3 minutes' is not a valid value of the atomic type 'xs:duration'/.test(m))).toBe(true);
    expect(messages.some((m) => /^line \d+: .*ReleaseType.*'Mixtape'/.test(m))).toBe(true);
    expect((error as Error).message).toContain('not valid against ern-4.3');
  });

  it('rejects a document of the wrong kind and one that is not well-formed', async () => {
    await expect(validateXml(await example('ern43-single-valid.xml'), 'ern-c-sftp-1.8')).rejects.toThrow(
      /No matching global declaration available for the validation root/,
    );
    await expect(validateXml('<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">', 'ern-4.3')).rejects.toBeInstanceOf(
      XmlValidationError,
    );
  });

  it('compiles each schema once per process, shared by concurrent first callers, until released', async () => {
    await releaseCompiledSchemas();
    const [first, second] = await Promise.all([compiledSchema('ern-4.3'), compiledSchema('ern-4.3')]);
    expect(second).toBe(first);
    expect(await compiledSchema('ern-4.3')).toBe(first);
    expect(await compiledSchema('ern-c-sftp-1.8')).not.toBe(first);
    await releaseCompiledSchemas();
    expect(await compiledSchema('ern-4.3')).not.toBe(first);
    await expect(validateXml(await example('ern43-single-valid.xml'), 'ern-4.3')).resolves.toBeUndefined();
  });

  it('refuses a document that declares a DOCTYPE, whose entities it will not expand', async () => {
    const valid = await example('ern43-single-valid.xml');
    const withDoctype = valid.replace('?>', '?>\n<!DOCTYPE x [<!ENTITY e "Single">]>').replace('<ReleaseType>Single<', '<ReleaseType>&e;<');
    await expect(validateXml(withDoctype, 'ern-4.3')).rejects.toThrow(/DOCTYPE has no place/);
  });

  it('says a schema folder missing an import does not compile, and tries again once it is whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'slipcase-schemas-'));
    try {
      await mkdir(join(dir, 'ern-4.3'));
      await copyFile(join(ddexSchemasDir(), 'ern-4.3', 'release-notification.xsd'), join(dir, 'ern-4.3', 'release-notification.xsd'));
      process.env.SLIPCASE_DDEX_SCHEMAS = dir;
      const single = await readFile(join(import.meta.dirname, '../../schemas/examples/ern43-single-valid.xml'), 'utf8');
      const failure = validateXml(single, 'ern-4.3');
      await expect(failure).rejects.not.toBeInstanceOf(XmlValidationError);
      await expect(failure).rejects.toThrow(/could not validate against ern-4.3: .*release-notification.xsd does not compile/);
      await copyFile(join(import.meta.dirname, '../../schemas/ern-4.3/allowed-value-sets.xsd'), join(dir, 'ern-4.3', 'allowed-value-sets.xsd'));
      await expect(validateXml(single, 'ern-4.3')).resolves.toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('follows SLIPCASE_DDEX_SCHEMAS, and says so when the schemas are not there', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'slipcase-schemas-'));
    try {
      process.env.SLIPCASE_DDEX_SCHEMAS = empty;
      expect(ddexSchemasDir()).toBe(empty);
      const failure = validateXml(await readFile(join(import.meta.dirname, '../../schemas/examples/ern43-single-valid.xml'), 'utf8'), 'ern-4.3');
      await expect(failure).rejects.not.toBeInstanceOf(XmlValidationError);
      await expect(failure).rejects.toThrow(/could not validate against ern-4.3/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
