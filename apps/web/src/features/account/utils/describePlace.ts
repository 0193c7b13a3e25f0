/**
 * Where a session's address is, as far as the address alone tells: this computer (loopback), the local network
 * (private, link-local or unique-local ranges), or elsewhere (the address is shown as it is). No lookups.
 */
export type SessionPlace = { kind: 'thisComputer' } | { kind: 'localNetwork' } | { kind: 'address'; ip: string };

function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return numbers.every((value) => value <= 255) ? numbers : null;
}

function ipv4Place(parts: number[]): 'thisComputer' | 'localNetwork' | null {
  const [a = -1, b = -1] = parts;
  if (a === 127) return 'thisComputer';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) {
    return 'localNetwork';
  }
  return null;
}

export function describePlace(ip: string | null | undefined): SessionPlace | null {
  const address = (ip ?? '').trim().toLowerCase();
  if (!address) return null;
  // An IPv4 address as IPv6 (::ffff:10.0.0.2) is judged as IPv4.
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  const v4 = ipv4Parts(mapped ?? address);
  const kind = v4
    ? ipv4Place(v4)
    : address === '::1'
      ? 'thisComputer'
      : /^f[cd][0-9a-f]{2}:|^fe[89ab][0-9a-f]:/.test(address)
        ? 'localNetwork'
        : null;
  return kind ? { kind } : { kind: 'address', ip: ip!.trim() };
}
