// The shop and its Pskov stores for the home page's JSON-LD: organization.json beside this file, or the
// file SEO_ORGANIZATION_FILE names. Read again when the file changes, so it can be edited without a restart.
const fs = require('node:fs');
const path = require('node:path');

const DEFAULT_FILE = path.join(__dirname, 'organization.json');

/** The last good read: file name, modification time, content. */
let kept = null;

/** Problems of an organization file's content (empty when it can be used). */
function organizationProblems(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['must be a JSON object'];
  const problems = [];
  if (typeof value.name !== 'string' || value.name === '') problems.push('name is missing');
  if (!Array.isArray(value.stores)) problems.push('stores must be a list');
  for (const [index, store] of (Array.isArray(value.stores) ? value.stores : []).entries()) {
    for (const field of ['name', 'streetAddress', 'addressLocality', 'telephone']) {
      if (typeof store?.[field] !== 'string' || store[field] === '') problems.push(`stores[${index}].${field} is missing`);
    }
  }
  return problems;
}

/**
 * The organization of the shop, or null (logged) when the configured file cannot be read or is not one:
 * the home page then goes without it rather than with a wrong one.
 */
function readOrganization(env = process.env) {
  const file = env.SEO_ORGANIZATION_FILE || DEFAULT_FILE;
  try {
    const { mtimeMs } = fs.statSync(file);
    if (kept && kept.file === file && kept.mtimeMs === mtimeMs) return kept.value;
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    const problems = organizationProblems(value);
    if (problems.length > 0) throw new Error(problems.join('; '));
    kept = { file, mtimeMs, value };
    return value;
  } catch (error) {
    console.error(`[shell] SEO_ORGANIZATION_FILE ${file} cannot be used: ${error.message}`);
    return null;
  }
}

module.exports = { readOrganization, organizationProblems };
