// Size of the dog-leg stair hall every multi-storey plan keeps at one position on all floors.
import { FLOOR_TO_FLOOR_MM, NBC_2016_MAX_RISER_MM, NBC_2016_MIN_STAIR_WIDTH_MM, NBC_2016_MIN_TREAD_MM } from '../codes/nbc2016';

export const STAIR_FLIGHT_GAP_MM = 100;
/** Even riser count so the two flights are equal and the landing sits at mid height. */
const RISERS_AT_MAX_HEIGHT = Math.ceil(FLOOR_TO_FLOOR_MM / NBC_2016_MAX_RISER_MM);
export const STAIR_RISERS = RISERS_AT_MAX_HEIGHT % 2 ? RISERS_AT_MAX_HEIGHT + 1 : RISERS_AT_MAX_HEIGHT;
/** Dog-leg: two flights of half the risers, a mid landing as deep as the flight is wide. */
export const STAIR_CLEAR_LENGTH_MM = (STAIR_RISERS / 2 - 1) * NBC_2016_MIN_TREAD_MM + NBC_2016_MIN_STAIR_WIDTH_MM;
export const STAIR_CLEAR_WIDTH_MM = 2 * NBC_2016_MIN_STAIR_WIDTH_MM + STAIR_FLIGHT_GAP_MM;
/** Flights a little wider than the minimum when the band allows. */
export const STAIR_COMFORT_WIDTH_MM = 2300;
