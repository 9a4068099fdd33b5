/**
 * One cell holding an agent's code and name, as many carrier statements print the writing agent:
 * "12345 - SMITH, JOHN", "W0012345: Doe Jane", "SMITH, JOHN (12345)", "Jane Doe - AB1234".
 * The code has a digit (an optional letter prefix of up to four, then digits and letters), the
 * name two letters or more and no digit, so neither can be taken for the other. Set apart by a
 * space alone, the name must have two words ("12345 AB" may be one writing number).
 */
const CODE = String.raw`[A-Za-z]{0,4}-?\d[0-9A-Za-z]*`;
const NAME = String.raw`\p{L}[\p{L} .,'’-]*\p{L}\.?`;
// A dash or slash with no space either side belongs to the code ("12345-TX" is one writing number).
const SEPARATOR = String.raw`(?:\s*[:|]\s*|\s+[-–—/]\s*|\s*[-–—/]\s+)`;
const CODE_FIRST = new RegExp(String.raw`^(${CODE})${SEPARATOR}(${NAME})$`, 'u');
const CODE_SPACE_NAME = new RegExp(String.raw`^(${CODE})\s+(\p{L}[\p{L}.'’-]*(?:,?\s+|,)${NAME})$`, 'u');
const NAME_THEN_BRACKETED_CODE = new RegExp(String.raw`^(${NAME})\s*[([]\s*(${CODE})\s*[)\]]$`, 'u');
const NAME_DASH_CODE = new RegExp(String.raw`^(${NAME})\s+[-–—|]\s+(${CODE})$`, 'u');

export type AgentCodeAndName = { code: string; name: string };

export function splitAgentCodeAndName(text: string): AgentCodeAndName | null {
  const trimmed = text.trim();
  // A code has a digit, and a plain writing number no space or separator: most cells end here.
  if (!/\d/.test(trimmed) || !/[\s:|([]/.test(trimmed)) return null;
  const codeFirst = CODE_FIRST.exec(trimmed) ?? CODE_SPACE_NAME.exec(trimmed);
  if (codeFirst) return { code: codeFirst[1]!, name: codeFirst[2]!.trim() };
  const nameFirst = NAME_THEN_BRACKETED_CODE.exec(trimmed) ?? NAME_DASH_CODE.exec(trimmed);
  if (nameFirst) return { code: nameFirst[2]!, name: nameFirst[1]!.trim() };
  return null;
}
