import type { TLocale } from '@apex/shared';
import type { PdfDoc } from '../engine/pdf-doc';
import type { findIssuer, findPartyAddress } from './queries';

export type Issuer = Awaited<ReturnType<typeof findIssuer>>;
export type PartyAddress = Awaited<ReturnType<typeof findPartyAddress>>;

/** A party's block on paper: its names as stored (English, then Chinese when it has one), address, contact. */
export const partyLines = (party: PartyAddress) =>
  [party.nameEn, party.nameCn, party.address, party.contact].filter(Boolean).join('\n');

/** The issuing office's block: company, office address and phone. */
export const issuerLines = (doc: PdfDoc, issuer: Issuer) =>
  [issuer.company, issuer.address, issuer.phone ? `${doc.label('documents:financeDocuments.tel')} ${issuer.phone}` : '']
    .filter(Boolean)
    .join('\n');

/** The currency as the amount in words names it, in the document's language. */
export const currencyWord = (names: { nameEn: string; nameCn: string }, locale: TLocale) =>
  locale === 'en_US' ? names.nameEn : names.nameCn || names.nameEn;
