package units
