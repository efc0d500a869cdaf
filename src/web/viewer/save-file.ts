/** Hands a file made in the browser to the visitor as a download. */
export const saveFile = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has read the blob by the next turn of the event loop; a minute is generous.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
