module (
