import net from 'node:net';

// Which addresses a user-supplied URL may make the server connect to: public unicast only. Everything that
// reaches the server itself, its network, the cloud metadata service or nothing routable is refused.

/** [first address, prefix length] of IPv4 blocks that are not the public internet (RFC 6890 and friends). */
const NON_PUBLIC_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including broadcast 255.255.255.255
];

/** [first address, prefix length] of blocks inside global unicast 2000::/3 that are not public hosts. */
const NON_PUBLIC_IPV6: ReadonlyArray<readonly [string, number]> = [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which tunnels to arbitrary IPv4 addresses
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
];

/** The IPv4 address as an unsigned 32-bit number, or undefined when it is not dotted-quad IPv4. */
function ipv4Number(address: string): number | undefined {
  if (!net.isIPv4(address)) return undefined;
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** The eight 16-bit words of an IPv6 address (zone id dropped, dotted IPv4 tail folded), or undefined. */
function ipv6Words(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  if (!net.isIPv6(text)) return undefined;
  const tailStart = text.lastIndexOf(':') + 1;
  const tail = ipv4Number(text.slice(tailStart));
  if (tail !== undefined)
    text = `${text.slice(0, tailStart)}${(tail >>> 16).toString(16)}:${(tail & 0xffff).toString(16)}`;
  const [head = '', rest] = text.split('::');
  const headWords = head ? head.split(':') : [];
  const restWords = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - headWords.length - restWords.length).fill('0');
  const words = [...headWords, ...zeros, ...restWords].map((word) => Number.parseInt(word, 16));
  return words.length === 8 && words.every((word) => word >= 0 && word <= 0xffff) ? words : undefined;
}

function inIpv4Block(value: number, [first, prefix]: readonly [string, number]): boolean {
  const base = ipv4Number(first) ?? 0;
  const size = 2 ** (32 - prefix);
  return value >= base && value < base + size;
}

function inIpv6Block(words: number[], [first, prefix]: readonly [string, number]): boolean {
  const base = ipv6Words(first) ?? [];
  for (let index = 0, bits = prefix; bits > 0; index += 1, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if (((words[index] ?? 0) & mask) !== ((base[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 address carries in its last 32 bits. */
function embeddedIpv4(words: number[]): number {
  return (words[6] ?? 0) * 0x10000 + (words[7] ?? 0);
}

/** The IPv4 address behind an IPv6 one that stands for it (mapped, compatible, NAT64), else undefined. */
function ipv4Behind(words: number[]): number | undefined {
  const leadingZero = words.slice(0, 5).every((word) => word === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, which also covers :: and ::1).
  if (leadingZero && (words[5] === 0xffff || words[5] === 0)) return embeddedIpv4(words);
  // 64:ff9b::a.b.c.d, the well-known NAT64 prefix of IPv6-only networks.
  if (inIpv6Block(words, ['64:ff9b::', 96])) return embeddedIpv4(words);
  return undefined;
}

function isPublicIpv4(value: number): boolean {
  return !NON_PUBLIC_IPV4.some((block) => inIpv4Block(value, block));
}

/**
 * Whether the server may connect to this IP address on behalf of a user: public unicast IPv4, or global
 * unicast IPv6 (2000::/3) outside special blocks; an IPv6 form of an IPv4 address counts as that address.
 */
export function isPublicAddress(address: string): boolean {
  const ipv4 = ipv4Number(address);
  if (ipv4 !== undefined) return isPublicIpv4(ipv4);
  const words = ipv6Words(address);
  if (!words) return false;
  const behind = ipv4Behind(words);
  if (behind !== undefined) return isPublicIpv4(behind);
  const globalUnicast = ((words[0] ?? 0) & 0xe000) === 0x2000;
  return globalUnicast && !NON_PUBLIC_IPV6.some((block) => inIpv6Block(words, block));
}

/** Whether the address is the local host's loopback (127.0.0.0/8, ::1, or an IPv6 form of 127.x). */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = ipv4Number(address);
  if (ipv4 !== undefined) return inIpv4Block(ipv4, ['127.0.0.0', 8]);
  const words = ipv6Words(address);
  if (!words) return false;
  if (words.slice(0, 7).every((word) => word === 0) && words[7] === 1) return true;
  const behind = ipv4Behind(words);
  return behind !== undefined && inIpv4Block(behind, ['127.0.0.0', 8]);
}

/** Host names that name the local machine or a private network by convention, whatever DNS answers. */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true; // single labels resolve through the local search domains
  return ['localhost', 'local', 'internal', 'localdomain', 'lan', 'home.arpa'].some(
    (suffix) => name === suffix || name.endsWith(`.${suffix}`),
  );
}
