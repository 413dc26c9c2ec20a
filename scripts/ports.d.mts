/** The storefront's and the sandbox's ports. */
export interface Ports {
  readonly port: number;
  readonly apiPort: number;
}

export interface SideBySideCommand {
  readonly name: string;
  readonly color: number;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

export function chosenPorts(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  defaults: Ports,
): Ports;

export function devCommands(ports: Ports): SideBySideCommand[];
