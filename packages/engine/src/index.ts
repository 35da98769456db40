// The rules engine arrives with the next issue (a deterministic, edition-aware kernel); until
// then the package only states the editions it will host, taken from the catalogue.
export type { Edition } from "@dragondice/catalog";
