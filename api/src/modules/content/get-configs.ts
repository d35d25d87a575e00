import type { ConfigEntryDto, ConfigsDto, FileConfigsDto } from 'api-contracts';
import { notFound } from '../../shared/http-error';
import { messages } from '../../shared/messages';
import type { ContentRepository } from './content-repository';

/** Every configuration key with its value. */
export async function getConfigs(content: ContentRepository): Promise<ConfigsDto> {
  return Object.fromEntries((await content.listConfigs()).map(({ key, value }) => [key, value]));
}

/** One configuration key; 404 when the shop has no such key. */
export async function getConfig(content: ContentRepository, key: string): Promise<ConfigEntryDto> {
  const value = await content.findConfig(key);
  if (value === null) throw notFound(messages.configNotFound);
  return { key, value };
}

/** File configuration: key → URL of a file the API serves. */
export async function getFileConfigs(content: ContentRepository): Promise<FileConfigsDto> {
  return Object.fromEntries((await content.listFileConfigs()).map(({ key, url }) => [key, url]));
}
