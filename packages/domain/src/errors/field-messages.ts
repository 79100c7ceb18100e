/** The spec's Spanish field messages (part 1 §5, part 2 §5). */
export const fieldMessages = {
  required: (field: string) => `El campo ${field} es requerido`,
  invalid: (field: string) => `El campo ${field} es inválido`,
  format: (field: string) => `El campo ${field} no cumple con el formato`,
  min: (field: string, n: number) => `El campo ${field} debe tener al menos ${n} caracteres`,
  max: (field: string, n: number) => `El campo ${field} debe tener máximo ${n} caracteres`,
  exactLength: (field: string, n: number) => `El campo ${field} debe tener exactamente ${n} caracteres`,
  untrimmed: (field: string) => `El campo ${field}: Espacios al inicio o al final no son admitidos`,
  minItems: (field: string, n: number) =>
    `El campo ${field} debe tener al menos ${n} elemento${n === 1 ? '' : 's'}`,
  number: (field: string) => `El campo ${field} debe ser un número`,
  greaterThan: (field: string, n: number) => `El campo ${field} debe ser mayor que ${n}`,
  atMost: (field: string, n: number) => `El campo ${field} debe ser menor o igual a ${n}`,
  integer: (field: string) => `El campo ${field} debe ser un número entero`,
  phone: (field: string, example: string, digits: number) =>
    `El campo ${field} debe incluir el código de país (${digits} dígitos, por ejemplo ${example})`,
  unknownField: (field: string) => `El campo ${field} no está permitido`,
  forbiddenCharacter: (field: string) => `El campo ${field} contiene un carácter no permitido`,
  repeatedItem: 'El elemento aparece más de una vez',
} as const;
