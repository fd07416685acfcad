// Minimum sizes and stair limits from the National Building Code of India 2016, Part 3 (residential), in SI units.

export const NBC_2016_MIN_HABITABLE_AREA_M2 = 9.5;
export const NBC_2016_MIN_HABITABLE_WIDTH_M = 2.4;
export const NBC_2016_MIN_OTHER_HABITABLE_AREA_M2 = 7.5;
export const NBC_2016_MIN_OTHER_HABITABLE_WIDTH_M = 2.1;
export const NBC_2016_MIN_KITCHEN_AREA_M2 = 5.0;
export const NBC_2016_MIN_KITCHEN_WIDTH_M = 1.8;
export const NBC_2016_MIN_BATH_AREA_M2 = 1.8;
export const NBC_2016_MIN_BATH_WIDTH_M = 1.2;
export const NBC_2016_MIN_WC_AREA_M2 = 1.1;
export const NBC_2016_MIN_WC_WIDTH_M = 0.9;
/** Combined bath and water closet ('toilet' in this engine). */
export const NBC_2016_MIN_COMBINED_BATH_WC_AREA_M2 = 2.8;
export const NBC_2016_MIN_COMBINED_BATH_WC_WIDTH_M = 1.2;
export const NBC_2016_MIN_STAIR_WIDTH_MM = 1000;
export const NBC_2016_MAX_RISER_MM = 190;
export const NBC_2016_MIN_TREAD_MM = 250;
export const NBC_2016_MIN_CORRIDOR_WIDTH_MM = 1000;
/** Openings for daylight: at least a tenth of the floor area. */
export const NBC_2016_MIN_WINDOW_TO_FLOOR_RATIO = 0.1;
/** Bath and WC ventilators: at least 0.37 m2 of opening. */
export const NBC_2016_MIN_VENTILATOR_AREA_M2 = 0.37;
/**
 * Not an NBC figure: the straight reach of a bathroom inline fan's duct this engine allows where a toilet has no
 * ventilator (the code's alternative is a ventilation shaft, which the engine does not draw).
 */
export const MAX_EXHAUST_DUCT_MM = 4000;
/**
 * Not an NBC figure: the side of a lobby's skylight. NBC 2016 Part 8 asks a tenth of a habitable room's floor
 * for openings; a lobby is not habitable, and a 1.2 m square lights a 7.5-12 m2 one at about that share.
 */
export const SKYLIGHT_SIDE_MM = 1200;
/** Not an NBC figure: the roof a toilet's vent cowl and its upstand take around the fan, clear of any room above. */
export const ROOF_VENT_HALF_MM = 200;

export const EXTERNAL_WALL_MM = 230;
export const INTERNAL_WALL_MM = 115;
export const FLOOR_TO_FLOOR_MM = 3000;

/** Common bye-law car parking bay (clear). */
export const CAR_BAY_WIDTH_MM = 2500;
export const CAR_BAY_LENGTH_MM = 5000;
