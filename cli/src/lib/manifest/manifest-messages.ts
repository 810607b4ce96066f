import { messageOf } from '@slipcase/api-contract/message-template';
import { errorMessage } from '../messages';

/**
 * Messages of the problems only a manifest has (its syntax, columns, files, repeats across releases). Every other
 * code is one of the web's, and reads as the web says it (errorMessage).
 */
const MANIFEST_MESSAGES = {
  unreadable_manifest: 'The manifest cannot be read: {{detail}}',
  unknown_format: 'Unknown manifest format “{{extension}}”: use .csv, .json or an ERN 4.3 .xml message.',
  manifest_empty: 'The manifest holds no release.',
  csv_broken_quote:
    'Broken quote: {{detail}}. Put a value holding commas, quotes or line breaks in double quotes, and double each quote inside it ("").',
  csv_field_count: 'This line has {{found}} fields where the header has {{expected}}.',
  missing_column: 'The column “{{column}}” is missing.',
  unknown_column: 'Unknown column “{{column}}”.',
  duplicate_column: 'The column “{{column}}” is given twice.',
  release_value_conflict: 'This differs from “{{value}}” given for the same release on line {{line}}.',
  json_syntax: 'Not valid JSON: {{detail}}',
  ern_invalid: 'Not a valid ERN 4.3 NewReleaseMessage: {{detail}}',
  ern_credit_dropped: '{{name}} is credited as {{role}}, which Slipcase does not record: the credit is left out.',
  wrong_type: 'Expected {{expected}}, found {{value}}.',
  not_in_list: '“{{value}}” is not one of: {{allowed}}.',
  unknown_field: 'Unknown field “{{name}}”.',
  too_small: 'Must be at least {{min}}.',
  duplicate_release_ref: 'Another release of the manifest has this reference ({{other}}).',
  duplicate_upc: 'Another release of the manifest has this UPC ({{other}}).',
  duplicate_isrc_in_manifest: 'A track of another release of the manifest has this ISRC ({{other}}).',
  duplicate_track_number: 'Another track of this release has number {{number}}.',
  missing_track_number: 'The release has no track number {{number}}: number the tracks 1, 2, 3… without gaps.',
  file_not_found: 'No file at {{path}}.',
  not_a_file: '{{path}} is not a file.',
  file_outside_folder: 'The file must be inside the assets folder {{folder}}.',
  file_hash_mismatch: 'This is not the file the message describes: its SHA-256 should be {{expected}}.',
} as const;

export type ManifestCode = keyof typeof MANIFEST_MESSAGES;

export function isManifestCode(code: string): code is ManifestCode {
  return Object.hasOwn(MANIFEST_MESSAGES, code);
}

/** The English message of a problem's code: the manifest's own, else the web's. */
export function problemMessage(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  return isManifestCode(code) ? messageOf(MANIFEST_MESSAGES[code], params) : errorMessage(code, { ...params });
}
