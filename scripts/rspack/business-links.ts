// The business's own public links, given at build time: its social profiles (SOCIAL_LINKS) and
// articles about it (PRESS_MENTIONS), each "Name|https://address" separated by commas. Unset means
// none: the checkout shows no social or press links it cannot stand behind.
export interface BusinessLink {
  name: string;
  url: string;
}

export function parseBusinessLinks(variable: string, value: string | undefined): BusinessLink[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const [name, url, ...rest] = entry.split('|').map((part) => part.trim());
    if (!name || !url || rest.length > 0 || !/^https:\/\/[^\s"<>]+$/.test(url)) {
      throw new Error(`${variable}: "${entry}" must be Name|https://address`);
    }
    return { name, url };
  });
}
