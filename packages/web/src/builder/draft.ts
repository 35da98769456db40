// A force being built: catalogue ids only. Apart from the builder's arithmetic (army.ts), which
// needs the catalogue, so that the lobby can hold a draft without loading it.

export interface ForceDraft {
  name: string;
  dice: string[];
  terrains: string[];
  dragons: string[];
  /** The advanced rules' summoning pool: Dragonkin and minor terrains (2.9a lines 2238, 2312). */
  dragonkin: string[];
  minorTerrains: string[];
}

export const emptyDraft = (name = "My force"): ForceDraft => ({
  name,
  dice: [],
  terrains: [],
  dragons: [],
  dragonkin: [],
  minorTerrains: [],
});
