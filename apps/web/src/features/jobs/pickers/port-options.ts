import type { TPort } from '@apex/shared/common';
import type { TLocale } from '@apex/shared/i18n';
import { localName } from '../../../kit/local-name';

export interface PortPickerOption {
  value: string;
  /** What the closed picker shows: the code and the port's name. */
  label: string;
  /** What a typed text is matched against: code, both names and the country's names. */
  search: string;
  /** The country in the current language, shown in the list beside the port. */
  country: string;
  port: TPort;
}

/**
 * The port picker's options, in the server's order (a port's main code before its other codes).
 * Two ports of one name (CNSHA and CNSGH, both "Shanghai") differ by what the list shows beside
 * them: the country, the sea-port function and, for the other code, the main one.
 */
export function portPickerOptions(ports: readonly TPort[], locale: TLocale): PortPickerOption[] {
  return ports.map((port) => {
    const name = localName({ nameEn: port.PORT_ENAME, nameCn: port.PORT_CNAME }, locale);
    return {
      value: port.PORT_SEACODE,
      label: `${port.PORT_SEACODE} · ${name}`,
      search: [port.PORT_SEACODE, port.PORT_ENAME, port.PORT_CNAME, port.COUNTRY_ENAME, port.COUNTRY_CNAME].join(' '),
      country: localName({ nameEn: port.COUNTRY_ENAME, nameCn: port.COUNTRY_CNAME }, locale),
      port,
    };
  });
}
