/** Opens the ticket as a page of its own and asks the browser to print it (the drawer stays as it was). */
export function printTicket(html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const ticket = window.open(url, '_blank', 'width=420,height=640');
  if (!ticket) {
    URL.revokeObjectURL(url);
    return;
  }
  ticket.addEventListener('load', () => {
    ticket.print();
    URL.revokeObjectURL(url);
  });
}
