// Another machine of the LAN, for a browser context: a SOCKS5 relay (RFC 1928: CONNECT, no
// authentication) whose connections to the host leave from its own loopback address (any of 127/8), so
// that the host sees that context's pages, and their WebSockets, coming from that address. Whatever
// name the page asks for, the relay connects to 127.0.0.1 at the port asked: it serves a test's LAN name.
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface Relay {
  /** The proxy setting of a browser context: `socks5://127.0.0.1:PORT`. */
  readonly server: string;
  close(): Promise<void>;
}

export async function relayFrom(localAddress: string): Promise<Relay> {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('error', () => {});
    client.on('close', () => open.delete(client));
    let buffer = Buffer.alloc(0);
    let greeted = false;
    const read = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      // The greeting: version, the number of methods, the methods; "no authentication" is chosen.
      if (!greeted) {
        if (buffer.length < 2 || buffer.length < 2 + buffer[1]!) return;
        buffer = buffer.subarray(2 + buffer[1]!);
        greeted = true;
        client.write(Buffer.from([5, 0]));
      }
      // The request: version, CONNECT, reserved, the address (IPv4, a name, IPv6), the port.
      if (buffer.length < 5) return;
      const type = buffer[3];
      const end = 4 + (type === 1 ? 4 : type === 4 ? 16 : 1 + buffer[4]!) + 2;
      if (buffer.length < end) return;
      const port = buffer.readUInt16BE(end - 2);
      const early = buffer.subarray(end);
      client.off('data', read);
      const host = connect({ host: '127.0.0.1', port, localAddress });
      open.add(host);
      host.on('error', () => client.destroy());
      host.on('close', () => {
        open.delete(host);
        client.destroy();
      });
      client.on('close', () => host.destroy());
      host.on('connect', () => {
        client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
        if (early.length) host.write(early);
        client.pipe(host);
        host.pipe(client);
      });
    };
    client.on('data', read);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server: `socks5://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
